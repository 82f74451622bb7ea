import { keepPreviousData } from '@tanstack/react-query';
import { OrderListQuery, type OrderRow } from '#contract/orders';
import { ORDER_STATUSES } from '#contract/orders-model';
import { tsr } from '../../api/tsr';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import type { KitListQuery } from '../../kit/list-url';
import type { KitArea, KitList } from '../../kit/types';
import { orderPaths, ordersKey } from './paths';

export type OrderSort =
  | 'reference'
  | 'bookingDate'
  | 'travelDate'
  | 'customer'
  | 'status'
  | 'total';
export type OrderFilter = 'dateType' | 'from' | 'to' | 'agent' | 'status';

/** My orders of one application: rows open the order page by id and key. */
export const ordersArea = (applicationId: string): KitArea<OrderRow> => ({
  noun: 'Order',
  plural: 'My orders',
  paths: orderPaths(applicationId),
  idOf: (row) => `${row.orderId}/${row.orderKey}`,
  nameOf: (row) => row.reference,
  // The order page needs more than its list: a reader of the list does not get its link action.
  access: { view: 'orders.get' },
  cacheKey: ordersKey(applicationId),
});

/** The list's query as the contract takes it: the kit's search box is the text filter. */
export function toOrderQuery(query: KitListQuery<OrderSort, OrderFilter>) {
  const { search, ...rest } = query;
  return contractQuery(OrderListQuery, { ...rest, ...(search ? { text: search } : {}) });
}

export const ordersList = (applicationId: string): KitList<OrderRow, OrderSort, OrderFilter> => ({
  columns: [
    { key: 'reference', header: 'Reference', sortable: true, link: true },
    { key: 'bookingDate', header: 'Booking date', sortable: true, kind: 'date' },
    { key: 'travelDate', header: 'Travel date', sortable: true, kind: 'date' },
    { key: 'customer', header: 'Customer', sortable: true },
    { key: 'status', header: 'Status', sortable: true, kind: 'status' },
    { key: 'itemsSummary', header: 'Items' },
    { key: 'total', header: 'Total', sortable: true, kind: 'money' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'dateType',
      label: 'Date type',
      emptyLabel: 'Booking date',
      options: [{ value: 'travel', label: 'Travel date' }],
    },
    { kind: 'dateRange', label: 'Dates', from: 'from', to: 'to' },
    { kind: 'text', key: 'agent', label: 'Agent' },
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf(ORDER_STATUSES) },
  ],
  searchLabel: 'Customer, reference or booking reference',
  useRows: (query) =>
    tsr.orders.list.useQuery({
      queryKey: [...ordersKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: toOrderQuery(query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No orders match. Orders arrive from the booking sites.',
});
