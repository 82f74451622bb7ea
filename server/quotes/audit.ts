import { asc, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Snapshot, Subject } from '#server/audit/audited';
import { applications } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { quoteItems, quoteLists, quotes } from './schema';

/** Each quote in one line: its title, items and price, and whether its link works. */
async function quoteLines(tx: Tx, listId: number): Promise<string[]> {
  const held = await tx
    .select()
    .from(quotes)
    .where(eq(quotes.listId, listId))
    .orderBy(asc(quotes.id));
  if (held.length === 0) return [];
  const items = await tx
    .select()
    .from(quoteItems)
    .where(
      inArray(
        quoteItems.quoteId,
        held.map((q) => q.id),
      ),
    )
    .orderBy(asc(quoteItems.position));
  return held.map((q) => {
    const mine = items.filter((i) => i.quoteId === q.id);
    const offered = mine.map((i) => `${i.description} ${fromMinor(i.priceMinor)} ${i.currency}`);
    return `${q.title} (#${q.id}${q.shareKey ? ', shared' : ''}): ${offered.join('; ')}`;
  });
}

/** A quote list as its History reads it, its quotes included; locked as its writers lock it. */
async function quoteList(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ list: quoteLists, companyId: applications.companyId, email: customers.email })
    .from(quoteLists)
    .innerJoin(applications, eq(applications.id, quoteLists.applicationId))
    .innerJoin(customers, eq(customers.id, quoteLists.customerId))
    .where(eq(quoteLists.id, id))
    .for('update', { of: quoteLists });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.list.applicationId,
    label: row.list.name,
    fields: { name: row.list.name, customer: row.email, quotes: await quoteLines(tx, id) },
  };
}

export const QUOTE_LIST_SUBJECT: Subject = { area: 'quoteLists', read: quoteList };
