import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { toMinor } from '#contract/money';
import { QUOTE_LIST_TEXT, type QuoteBody, type QuoteListCreate } from '#contract/quotes';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { claimVersion, defineRecord, fieldError, NotFound } from '#server/kit/index';
import { QUOTE_LIST_SUBJECT } from './audit';
import type { ItemPricer, PricedItem } from './price';
import type { ListAt } from './read';
import { quoteItems, quoteLists, quotes } from './schema';

const record = defineRecord({ table: quoteLists, audit: QUOTE_LIST_SUBJECT });
type AppScope = { companyId: number; applicationId: number };
export type QuoteAt = ListAt & { quoteId: number };

const listAt = (at: ListAt) => ({
  id: at.listId,
  scope: eq(quoteLists.applicationId, at.applicationId),
});

/** The link's random half: 32 URL-safe characters, 192 bits. */
const newShareKey = () => randomBytes(24).toString('base64url');

export async function createQuoteList(
  db: Db,
  actor: Actor,
  scope: AppScope,
  body: QuoteListCreate,
) {
  return record.create(db, actor, async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.applicationId, scope.applicationId),
          sql`lower(${customers.email}) = lower(${body.customerEmail})`,
        ),
      );
    if (!customer) throw fieldError('customerEmail', QUOTE_LIST_TEXT.noCustomer);
    return { applicationId: scope.applicationId, customerId: customer.id, name: body.name };
  });
}

export const renameQuoteList = (db: Db, actor: Actor, at: ListAt, name: string, version: number) =>
  record.update(db, actor, listAt(at), version, () => ({ name, updatedAt: new Date() }));

/** A change of one of the list's quotes: the list is locked and its History has the change. */
const changeQuotes = (db: Db, actor: Actor, at: ListAt, change: (tx: Tx) => Promise<void>) =>
  record.update(db, actor, listAt(at), null, () => ({ updatedAt: new Date() }), {
    after: change,
  });

/** The customer of the list, as the pricing rules may read it. */
async function customerOf(db: Db, at: ListAt) {
  const [found] = await db
    .select({
      linkedCompanyId: customers.linkedCompanyId,
      membershipLevel: customers.membershipLevel,
    })
    .from(quoteLists)
    .innerJoin(customers, eq(customers.id, quoteLists.customerId))
    .where(and(eq(quoteLists.id, at.listId), eq(quoteLists.applicationId, at.applicationId)));
  if (!found) throw new NotFound();
  return found;
}

export const itemRows = (quoteId: number, items: readonly PricedItem[]) =>
  items.map((item, position) => ({
    quoteId,
    position,
    productType: item.productType,
    description: item.description,
    startDate: item.startDate,
    endDate: item.endDate,
    countryCode: item.countryCode ?? '',
    destination: item.destination ?? '',
    supplierPriceMinor: toMinor(item.supplierPrice) ?? 0,
    priceMinor: item.priceMinor,
    currency: item.currency,
    ruleName: item.ruleName,
  }));

export async function addQuote(
  db: Db,
  price: ItemPricer,
  actor: Actor,
  at: ListAt,
  body: QuoteBody,
) {
  const priced = await price(at.applicationId, await customerOf(db, at), body.items);
  await changeQuotes(db, actor, at, async (tx) => {
    const [made] = await tx
      .insert(quotes)
      .values({ listId: at.listId, title: body.title })
      .returning({ id: quotes.id });
    if (!made) throw new Error('The quote was not inserted');
    await tx.insert(quoteItems).values(itemRows(made.id, priced));
  });
}

const quoteWhere = (at: QuoteAt) => and(eq(quotes.id, at.quoteId), eq(quotes.listId, at.listId));

/** A quote's new title and items, priced again, over the version read (409 when stale). */
export async function updateQuote(
  db: Db,
  price: ItemPricer,
  actor: Actor,
  at: QuoteAt,
  body: QuoteBody & { version: number },
) {
  const priced = await price(at.applicationId, await customerOf(db, at), body.items);
  await changeQuotes(db, actor, at, async (tx) => {
    await claimVersion(tx, quotes, quoteWhere(at), body.version);
    await tx.update(quotes).set({ title: body.title, updatedAt: new Date() }).where(quoteWhere(at));
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, at.quoteId));
    await tx.insert(quoteItems).values(itemRows(at.quoteId, priced));
  });
}

/** Sets the quote's columns, or NotFound when it is not the list's. */
async function setQuote(tx: Tx, at: QuoteAt, values: PgUpdateSetSource<typeof quotes>) {
  const done = await tx
    .update(quotes)
    .set(values)
    .where(quoteWhere(at))
    .returning({ id: quotes.id });
  if (done.length === 0) throw new NotFound();
}

export const removeQuote = (db: Db, actor: Actor, at: QuoteAt) =>
  changeQuotes(db, actor, at, async (tx) => {
    const gone = await tx.delete(quotes).where(quoteWhere(at)).returning({ id: quotes.id });
    if (gone.length === 0) throw new NotFound();
  });

/** Shares the quote: a new key, unless it is shared already (its link stays the same). */
export const shareQuote = (db: Db, actor: Actor, at: QuoteAt) =>
  changeQuotes(db, actor, at, async (tx) => {
    await setQuote(tx, at, {
      shareKey: sql`coalesce(${quotes.shareKey}, ${newShareKey()})`,
      sharedAt: sql`coalesce(${quotes.sharedAt}, now())`,
    });
  });

export const revokeQuote = (db: Db, actor: Actor, at: QuoteAt) =>
  changeQuotes(db, actor, at, (tx) => setQuote(tx, at, { shareKey: null, sharedAt: null }));
