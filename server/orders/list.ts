import { eq, sql } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { ORDER_SORTS, OrderExportQuery, OrderListQuery, OrderRow } from '#contract/orders';
import type { OrderStatus } from '#contract/orders-model';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { CUSTOMER_SORT, orders as o } from '#server/db/schema-travel';
import { dayRangeOn, definePagedList, equals, type Filter, type ListRow } from '#server/kit/index';

/** The kit's query: the text box is the list's search. */
type Query = Omit<OrderListQuery, 'text'> & { search?: string | undefined };

/** My orders without a range shows the last 90 days of bookings, today included. */
export const DEFAULT_DAYS = 90;

/** More matches than this show as "10,000+": counting a year of a million orders took 35 ms. */
export const COUNT_CAP = 10_000;

const columns = {
  id: o.id,
  key: o.key,
  reference: o.reference,
  bookingDate: o.bookingDate,
  travelDate: o.travelDate,
  firstName: o.contactFirstName,
  lastName: o.contactLastName,
  agent: o.agent,
  status: o.status,
  itemsSummary: o.itemsSummary,
  currency: o.currency,
  totalMinor: o.totalMinor,
};

/** An agent is matched whatever its case: sites send "Jane Smith" and "jane smith" alike. */
const agentIs: Filter<Query> = {
  keys: ['agent'],
  where: (q, bind) =>
    q.agent ? sql`lower(${o.agent}) = lower(${bind('agent', q.agent)})` : undefined,
};

const ordersList = definePagedList<typeof columns, (typeof ORDER_SORTS)[number], Query, number>({
  table: o,
  scope: (applicationId) => eq(o.applicationId, applicationId),
  columns,
  // One lower-cased column of reference, contact name and supplier references, so the text box
  // is one LIKE the trigram index orders_search_trgm_idx answers at a million orders.
  search: [{ lowerCased: o.searchText }],
  sorts: {
    reference: o.reference,
    bookingDate: o.bookingDate,
    travelDate: o.travelDate,
    customer: CUSTOMER_SORT(o.contactLastName, o.contactFirstName),
    status: o.status,
    total: o.totalMinor,
  },
  defaultSort: '-bookingDate',
  tieBreaker: o.id,
  // orders_app_booking_idx and orders_app_travel_idx are (application, date DESC NULLS LAST, id).
  nullsLastWhenDescending: true,
  filters: [
    dayRangeOn<Query, 'dateType', 'from' | 'to'>(
      'dateType',
      { booking: o.bookingDate, travel: o.travelDate },
      'from',
      'to',
    ),
    agentIs,
    equals<Query, 'status'>('status', o.status),
  ],
  // The page comes off the date index and the count apart, a search's too: counted in the page's
  // statement (a window), a common name made PostgreSQL walk all 90 days of the index to count
  // (243 ms at a million orders), while alone the count takes the trigram index (39 ms).
  count: { kind: 'separate', cap: COUNT_CAP },
});

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The query with its defaults: newest first on the chosen date and, without a range, the last 90
 * days of bookings — a search too, so a common name never has the database read and sort every
 * order of the application (50,000 matches of a million: 5 s against 50 ms within 90 days).
 */
export function withDefaults<Q extends OrderExportQuery>(query: Q, now = new Date()) {
  const since = new Date(now);
  since.setUTCDate(since.getUTCDate() - (DEFAULT_DAYS - 1));
  const { text, ...rest } = query;
  const ranged = query.from === undefined && query.to === undefined;
  return {
    ...rest,
    ...(ranged ? { from: day(since), to: day(now) } : {}),
    sort: query.sort ?? (query.dateType === 'travel' ? '-travelDate' : '-bookingDate'),
    ...(text ? { search: text } : {}),
  };
}

export function orderRowOf(row: ListRow<typeof columns>): OrderRow {
  return {
    orderId: row.id,
    orderKey: row.key,
    reference: row.reference,
    bookingDate: row.bookingDate,
    travelDate: row.travelDate,
    customer: [row.firstName, row.lastName].filter(Boolean).join(' '),
    agent: row.agent,
    status: row.status as OrderStatus,
    itemsSummary: row.itemsSummary,
    currency: row.currency,
    total: fromMinor(row.totalMinor),
  };
}

export async function listOrders(
  db: Db,
  applicationId: number,
  query: OrderListQuery,
): Promise<Paged<OrderRow>> {
  const page = await ordersList(db, applicationId, withDefaults(query));
  return { ...page, items: page.items.map(orderRowOf) };
}

/**
 * The matching orders for the export, at most `limit` of them; `capped` says more matched than
 * the file holds (one row past the limit is read to know, as the list's count stops at its cap).
 */
export async function exportRows(
  db: Db,
  applicationId: number,
  query: OrderExportQuery,
  limit: number,
): Promise<{ rows: OrderRow[]; capped: boolean }> {
  const page = await ordersList(db, applicationId, {
    ...withDefaults(query),
    page: 1,
    pageSize: limit + 1,
  });
  return { rows: page.items.slice(0, limit).map(orderRowOf), capped: page.items.length > limit };
}
