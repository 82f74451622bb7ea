import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromMinor } from '#contract/money';
import type { ORDER_SORTS, OrderExportQuery, OrderListQuery, OrderRow } from '#contract/orders';
import type { OrderStatus } from '#contract/orders-model';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { CUSTOMER_SORT, orders as o, orderItems, orderVersions } from '#server/db/schema-travel';
import type { CountCache } from '#server/http/count-cache';
import {
  dayRangeOn,
  definePagedList,
  equals,
  type Filter,
  type ListDefinition,
  type ListRow,
} from '#server/kit/index';

/** A whole reference typed into the text box, looked up in the application's orders. */
type Exact = { text: string; applicationId: number };

/** The kit's query: the text box is the list's search, or a whole reference's exact match. */
type Query = Omit<OrderListQuery, 'text'> & { search?: string | undefined; exact?: Exact };

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

type Sort = (typeof ORDER_SORTS)[number];

/**
 * The orders whose reference, or one of whose items' supplier booking reference, is the text
 * as typed or upper-cased: two index look-ups (orders_app_reference_idx,
 * order_items_supplier_reference_idx) where the trigram index read the posting lists of every
 * digit trigram — 20 to 35 ms a reference at a million orders, most of it in "tg0" and "042".
 */
const OWN = 'exact_orders';
const exactly: Filter<Query> = {
  keys: ['exact'],
  where: (q, bind) => {
    if (!q.exact) return undefined;
    const typed = bind('exact', q.exact.text);
    const app = bind('exactApplication', q.exact.applicationId);
    const forms = sql`(${typed}, upper(${typed}))`;
    const own = alias(o, OWN);
    return sql`${o.id} in (select ${own.id} from ${o} ${sql.identifier(OWN)} where ${own.applicationId} = ${app} and ${own.reference} in ${forms} union all select ${orderItems.orderId} from ${orderItems} where ${orderItems.supplierReference} in ${forms})`;
  },
};

/** Letters, digits and - / _ . with a digit among them: what a reference looks like. */
const REFERENCE = /^[\p{L}\p{N}\-/_.]*\p{N}[\p{L}\p{N}\-/_.]*$/u;

const definition = {
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
    exactly,
  ],
} satisfies Omit<ListDefinition<typeof columns, Sort, Query, number>, 'count'>;

/**
 * The export reads the page only: the page comes off the date index and the count apart, a
 * search's too: counted in the page's statement (a window), a common name made PostgreSQL walk
 * all 90 days of the index to count (243 ms at a million orders).
 */
const exportList = definePagedList<typeof columns, Sort, Query, number>({
  ...definition,
  count: { kind: 'separate', cap: COUNT_CAP },
});

/**
 * The list's totals are remembered per application, search and filters until an order of the
 * application changes (order_versions, migration 0023): counting the 6,000 orders of 90 days a
 * common surname matches took 58 ms of PostgreSQL's time at a million orders (a trigram bitmap
 * of 50,000 matches and a date bitmap of 120,000 orders), ten times the page's own cost, for
 * every page of every reader (bench/orders-search.mjs).
 */
const cachedList = (counts: CountCache) =>
  definePagedList<typeof columns, Sort, Query, number>({
    ...definition,
    count: {
      kind: 'cached',
      cache: counts,
      cap: COUNT_CAP,
      companyOf: (applicationId) => applicationId,
      version: (applicationId) =>
        sql<number>`(select coalesce(sum(${orderVersions.version}), 0) from ${orderVersions} where ${orderVersions.applicationId} = ${applicationId})`.mapWith(
          Number,
        ),
    },
  });

/** My orders of each count cache (one per server: applications' ids, no company's). */
const lists = new WeakMap<CountCache, ReturnType<typeof cachedList>>();

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

/**
 * A page of `list` for the query: a whole reference typed finds its order(s) by index; anything
 * else it could be part of (or a reference no order has) is searched for as before.
 */
async function pageOf(
  list: typeof exportList,
  db: Db,
  applicationId: number,
  asked: Query & { page: number; pageSize: number },
) {
  const text = asked.search;
  if (text && REFERENCE.test(text)) {
    const { search: _, ...rest } = asked;
    const found = await list(db, applicationId, { ...rest, exact: { text, applicationId } });
    if (found.total > 0) return found;
  }
  return list(db, applicationId, asked);
}

export async function listOrders(
  db: Db,
  counts: CountCache,
  applicationId: number,
  query: OrderListQuery,
): Promise<Paged<OrderRow>> {
  let list = lists.get(counts);
  if (!list) {
    list = cachedList(counts);
    lists.set(counts, list);
  }
  const page = await pageOf(list, db, applicationId, withDefaults(query));
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
  const page = await pageOf(exportList, db, applicationId, {
    ...withDefaults(query),
    page: 1,
    pageSize: limit + 1,
  });
  return { rows: page.items.slice(0, limit).map(orderRowOf), capped: page.items.length > limit };
}
