import * as z from 'zod';
import { XLSX_TYPE } from './bulk-limits';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { day, freeText, Id, line } from './input';
import { MSG } from './messages';
import { ORDER_LIMITS, ORDER_STATUSES } from './orders-model';
import { Order, OrderRow } from './orders-records';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './orders-records';

/**
 * The orders console (issue 18): My orders, the order page and what its staff may do there.
 * Paths mirror the pages (`/applications/{applicationId}/ordermanager/…`). Status changes here
 * change the console's record only, never the booking at the supplier.
 */

export const ORDER_TEXT = {
  statusNotAllowed: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  reasonRequired: 'Give a reason for this change.',
  cancelReasonRequired: 'Give a reason for the cancellation.',
  nothingToCancel: 'Choose items of this order that are not cancelled yet.',
  alreadyCancelled: 'This order is already cancelled.',
  consoleOnly: 'Changing the status here changes it only in the console, not at the supplier.',
  statusChanged: 'Order status changed.',
  contactSaved: 'Order contact saved.',
  noteAdded: 'Note added.',
  cancelled: 'Order cancelled.',
  exportName: 'My orders (.xlsx)',
  exportCapped: (n: number) => `The export holds the first ${n.toLocaleString('en-GB')} orders.`,
} as const;

/** The longest an export runs to; past it the file says so in its last row. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;

/** A calendar day, YYYY-MM-DD (the date-range filter's ends, both included). */
const Day = day();

export const ORDER_SORTS = [
  'reference',
  'bookingDate',
  'travelDate',
  'customer',
  'status',
  'total',
] as const;
export const DATE_TYPES = ['booking', 'travel'] as const;

/**
 * My orders' filters: a date type and range (by default the last 90 days of booking dates,
 * today included), agent, status and one text box matching the customer's name, the order
 * reference or a supplier booking reference.
 */
export const OrderListQuery = listQuery(ORDER_SORTS)
  .omit({ search: true })
  .extend({
    dateType: z.enum(DATE_TYPES).optional(),
    from: Day.optional(),
    to: Day.optional(),
    agent: line().trim().max(ORDER_LIMITS.agent).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    text: line().trim().max(100).optional(),
  });
export type OrderListQuery = z.infer<typeof OrderListQuery>;
export const OrderExportQuery = OrderListQuery.omit({ page: true, pageSize: true });
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));

export const OrderStatusChange = Versioned.extend({
  status: z.enum(ORDER_STATUSES),
  reason: freeText().trim().max(500, MSG.maxLength(500)).optional(),
}).strict();
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

export const OrderContactUpdate = Versioned.extend({
  title: text(ORDER_LIMITS.title),
  firstName: text(ORDER_LIMITS.name),
  lastName: text(ORDER_LIMITS.name),
  email: z.union([z.literal(''), text(ORDER_LIMITS.email).email('Enter a valid email')]),
  phone: text(ORDER_LIMITS.phone),
}).strict();
export type OrderContactUpdate = z.infer<typeof OrderContactUpdate>;

export const OrderNoteBody = z.strictObject({
  body: freeText().trim().min(1, 'Write the note.').max(2000, MSG.maxLength(2000)),
});

export const OrderCancel = Versioned.extend({
  /** None: the whole order. */
  itemIds: z.array(Id).max(ORDER_LIMITS.items).optional(),
  reason: freeText().trim().min(1, ORDER_TEXT.cancelReasonRequired).max(500, MSG.maxLength(500)),
}).strict();
export type OrderCancel = z.infer<typeof OrderCancel>;

const AppPath = z.object({ applicationId: IdParam });
const OrderPath = AppPath.extend({
  orderId: IdParam,
  orderKey: line().max(32),
});
const base = '/api/applications/:applicationId/ordermanager';
const one = `${base}/:orderId/:orderKey`;

export const ordersContract = c.router({
  list: {
    method: 'GET',
    path: `${base}/myorders`,
    metadata: { access: pageAccess.orders.list },
    summary:
      "A page of the application's orders by booking or travel date (default: the last 90 days of bookings), agent, status, and text matching customer name, reference or supplier booking reference",
    pathParams: AppPath,
    query: OrderListQuery,
    responses: { 200: paged(OrderRow), ...authErrors },
  },
  export: {
    method: 'GET',
    path: `${base}/myorders.xlsx`,
    metadata: { access: pageAccess.orders.export },
    summary: `My orders with the same filters as a spreadsheet (.xlsx), at most ${ORDER_EXPORT_MAX_ROWS} rows`,
    pathParams: AppPath,
    query: OrderExportQuery,
    responses: {
      200: c.otherResponse({ contentType: XLSX_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: pageAccess.orders.get },
    summary:
      'An order with its items, travellers, payments, deposit schedule, vouchers, notes, timeline and version; a wrong key is 404',
    pathParams: OrderPath,
    responses: { 200: Order, ...authErrors },
  },
  changeStatus: {
    method: 'PUT',
    path: `${one}/status`,
    metadata: { access: pageAccess.orders.changeStatus },
    summary:
      "Change the order's status in the console only (not at the supplier), as the transition table allows",
    pathParams: OrderPath,
    body: OrderStatusChange,
    responses: { 200: Order, ...authErrors, ...staleError },
  },
  updateContact: {
    method: 'PUT',
    path: `${one}/contact`,
    metadata: { access: pageAccess.orders.updateContact },
    summary: "Change the order's contact (never the customer record)",
    pathParams: OrderPath,
    body: OrderContactUpdate,
    responses: { 200: Order, ...authErrors, ...staleError },
  },
  addNote: {
    method: 'POST',
    path: `${one}/notes`,
    metadata: { access: pageAccess.orders.addNote },
    summary: 'Add a note to the order',
    pathParams: OrderPath,
    body: OrderNoteBody,
    responses: { 201: Order, ...authErrors },
  },
  cancel: {
    method: 'POST',
    path: `${one}/cancel`,
    metadata: { access: pageAccess.orders.cancel },
    summary:
      'Cancel the whole order or chosen items, with a reason; credit used on account is given back and order.cancelled is queued',
    pathParams: OrderPath,
    body: OrderCancel,
    responses: { 200: Order, ...authErrors, ...staleError },
  },
});
