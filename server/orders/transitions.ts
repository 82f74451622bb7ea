import type { ItemStatus, OrderStatus } from '#contract/orders-model';

/** A status the console may set from another, and whether the change must say why. */
export type Transition = { status: OrderStatus; reasonRequired: boolean };

const to = (status: OrderStatus, reasonRequired = false): Transition => ({
  status,
  reasonRequired,
});

/**
 * The one table of status changes the console allows (issue 18). Moving an order forward needs
 * no reason; moving it back, or past a supplier failure, does. Cancelled and Partially cancelled
 * come only from Cancel (which cancels items, gives credit back and tells the outbox), and
 * Confirmed with failure only from the items a site reports — none of them is offered here.
 * Changing the status here never changes the booking at the supplier.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly Transition[]>> = {
  Basket: [to('Processing'), to('Confirmed')],
  Processing: [to('Confirmed'), to('Basket', true)],
  Confirmed: [to('Processing', true)],
  'Confirmed with failure': [to('Confirmed', true), to('Processing', true)],
  'Partially cancelled': [],
  Cancelled: [],
};

/** The change from `from` to `status`, or undefined when the table has no such row. */
export const transitionOf = (from: OrderStatus, status: OrderStatus) =>
  TRANSITIONS[from].find((t) => t.status === status);

/**
 * The order's status after a cancellation, from its items: all cancelled → Cancelled, some →
 * Partially cancelled. An order without items is cancelled whole.
 */
export function statusAfterCancel(items: readonly { status: string }[]): OrderStatus {
  const cancelled: ItemStatus = 'Cancelled';
  const left = items.filter((item) => item.status !== cancelled);
  return left.length === 0 ? 'Cancelled' : 'Partially cancelled';
}
