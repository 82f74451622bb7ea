import { and, eq } from 'drizzle-orm';
import type {
  CUSTOMER_ORDER_SORTS,
  CustomerOrderQuery,
  CustomerOrderRow,
} from '#contract/customers';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { orders as o } from '#server/db/schema-travel';
import { definePagedList } from '#server/kit/index';

const columns = {
  id: o.id,
  key: o.key,
  reference: o.reference,
  status: o.status,
  bookingDate: o.bookingDate,
  travelDate: o.travelDate,
  currency: o.currency,
  totalMinor: o.totalMinor,
  paidMinor: o.paidMinor,
  itemsSummary: o.itemsSummary,
};

/** A customer's orders, newest booking first (orders_customer_idx finds them). */
const customerOrders = definePagedList<
  typeof columns,
  (typeof CUSTOMER_ORDER_SORTS)[number],
  CustomerOrderQuery,
  { applicationId: number; customerId: number }
>({
  table: o,
  scope: (s) => and(eq(o.applicationId, s.applicationId), eq(o.customerId, s.customerId)),
  columns,
  search: [o.searchText],
  sorts: { bookingDate: o.bookingDate, travelDate: o.travelDate, reference: o.reference },
  defaultSort: '-bookingDate',
  tieBreaker: o.id,
});

type SummaryRow = Pick<
  typeof o.$inferSelect,
  | 'reference'
  | 'status'
  | 'bookingDate'
  | 'travelDate'
  | 'currency'
  | 'totalMinor'
  | 'paidMinor'
  | 'itemsSummary'
>;

/** An order as a customer's orders list and their data export both show it, money in units. */
export const orderSummary = (r: SummaryRow) => ({
  reference: r.reference,
  status: r.status,
  bookingDate: r.bookingDate,
  travelDate: r.travelDate,
  currency: r.currency,
  total: fromMinor(r.totalMinor),
  paid: fromMinor(r.paidMinor),
  itemsSummary: r.itemsSummary,
});

export async function listCustomerOrders(
  db: Db,
  scope: { applicationId: number; customerId: number },
  query: CustomerOrderQuery,
): Promise<Paged<CustomerOrderRow>> {
  const page = await customerOrders(db, scope, query);
  return {
    items: page.items.map((r) => ({ orderId: r.id, key: r.key, ...orderSummary(r) })),
    total: page.total,
  };
}
