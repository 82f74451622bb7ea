import { eq, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type { QUOTE_LIST_SORTS, QuoteListQuery, QuoteListRow } from '#contract/quotes';
import type { Db } from '#server/db/client';
import { customers as c } from '#server/db/schema-travel';
import { definePagedList } from '#server/kit/index';
import { customerName } from './read';
import { quoteLists as l, quotes } from './schema';

const columns = {
  id: l.id,
  name: l.name,
  updatedAt: l.updatedAt,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  quoteCount: sql<number>`(select count(*)::int from ${quotes} where ${quotes.listId} = ${l.id})`,
};

/** The quote viewer: the lists last changed first; search matches list and customer. */
const quoteListList = definePagedList<
  typeof columns,
  (typeof QUOTE_LIST_SORTS)[number],
  QuoteListQuery,
  { applicationId: number }
>({
  table: l,
  joins: [{ table: c, on: eq(c.id, l.customerId), count: 'search' }],
  scope: (s) => eq(l.applicationId, s.applicationId),
  columns,
  search: [l.name, c.firstName, c.lastName, c.email],
  sorts: { updated: l.updatedAt, name: sql`lower(${l.name})` },
  defaultSort: '-updated',
  tieBreaker: l.id,
});

export async function listQuoteLists(
  db: Db,
  scope: { applicationId: number },
  query: QuoteListQuery,
): Promise<Paged<QuoteListRow>> {
  const page = await quoteListList(db, scope, query);
  return {
    items: page.items.map((r) => ({
      listId: r.id,
      name: r.name,
      customerName: customerName(r),
      customerEmail: r.email,
      quoteCount: Number(r.quoteCount),
      updated: new Date(r.updatedAt).toISOString(),
    })),
    total: page.total,
  };
}
