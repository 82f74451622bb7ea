import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Quote, QuoteList } from '#contract/quotes';
import type { Db } from '#server/db/client';
import { customerHotlists, customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';
import { quoteItems, quoteLists, quotes } from './schema';

export type ListAt = { companyId: number; applicationId: number; listId: number };

type ItemRow = typeof quoteItems.$inferSelect;

/** The sum of the items' prices per currency, in the order the currencies first appear. */
export function totalsOf(items: readonly Pick<ItemRow, 'currency' | 'priceMinor'>[]) {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.currency, (sums.get(i.currency) ?? 0) + i.priceMinor);
  return [...sums].map(([currency, minor]) => ({ currency, total: fromMinor(minor) }));
}

export const itemOf = (i: ItemRow) => ({
  productType: i.productType,
  description: i.description,
  startDate: i.startDate,
  endDate: i.endDate,
  countryCode: i.countryCode,
  destination: i.destination,
  supplierPrice: fromMinor(i.supplierPriceMinor),
  currency: i.currency,
  price: fromMinor(i.priceMinor),
  ruleName: i.ruleName,
});

/** The items of some quotes, by quote, in their order. */
export async function itemsOf(db: Db | Tx, quoteIds: readonly number[]) {
  const byQuote = new Map<number, ItemRow[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(quoteItems)
    .where(inArray(quoteItems.quoteId, [...quoteIds]))
    .orderBy(asc(quoteItems.position));
  for (const r of rows) byQuote.set(r.quoteId, [...(byQuote.get(r.quoteId) ?? []), r]);
  return byQuote;
}

async function quotesOf(db: Db | Tx, listId: number): Promise<Quote[]> {
  const held = await db
    .select()
    .from(quotes)
    .where(eq(quotes.listId, listId))
    .orderBy(asc(quotes.id));
  const items = await itemsOf(
    db,
    held.map((q) => q.id),
  );
  return held.map((q) => {
    const mine = items.get(q.id) ?? [];
    return {
      quoteId: q.id,
      title: q.title,
      items: mine.map(itemOf),
      totals: totalsOf(mine),
      shareKey: q.shareKey,
      sharedAt: q.sharedAt ? new Date(q.sharedAt).toISOString() : null,
      updated: new Date(q.updatedAt).toISOString(),
      version: q.version,
    };
  });
}

export const customerName = (c: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() || c.email;

/** A list of the application with its quotes and its customer's hotlists, or NotFound. */
export async function loadQuoteList(db: Db | Tx, at: ListAt): Promise<QuoteList> {
  const row = await getInScope(
    db
      .select({ list: quoteLists, customer: customers })
      .from(quoteLists)
      .innerJoin(customers, eq(customers.id, quoteLists.customerId))
      .where(and(eq(quoteLists.id, at.listId), eq(quoteLists.applicationId, at.applicationId))),
  );
  const hotlists = await db
    .select()
    .from(customerHotlists)
    .where(eq(customerHotlists.customerId, row.customer.id))
    .orderBy(desc(customerHotlists.updatedAt));
  const held = await quotesOf(db, at.listId);
  return {
    listId: row.list.id,
    name: row.list.name,
    customerId: row.customer.id,
    customerKey: row.customer.key,
    customerName: customerName(row.customer),
    customerEmail: row.customer.email,
    quoteCount: held.length,
    hotlists: hotlists.map((h) => ({
      hotlistId: h.id,
      name: h.name,
      offerCount: Array.isArray(h.offers) ? h.offers.length : 0,
      updated: new Date(h.updatedAt).toISOString(),
    })),
    quotes: held,
    companyId: at.companyId,
    created: new Date(row.list.createdAt).toISOString(),
    updated: new Date(row.list.updatedAt).toISOString(),
    version: row.list.version,
  };
}
