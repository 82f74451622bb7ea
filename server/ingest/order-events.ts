import { fromMinor } from '#contract/money';
import { summaryOf } from './canonical';
import type { Existing } from './order-reads';
import type { OrderWrite } from './order-rows';

export type Written = OrderWrite & { was: Existing | undefined };

/** The timeline row of an ingested order: its status, and the one before when it changed. */
export function timelineOf(w: Written) {
  return {
    orderId: w.id,
    kind: w.was ? ('updated' as const) : ('created' as const),
    detail:
      w.was && w.was.status !== w.order.status
        ? { status: w.order.status, previousStatus: w.was.status }
        : { status: w.order.status },
  };
}

/** 'order.updated' for a change, 'order.completed' when the order arrives or turns Confirmed. */
export function eventsOf(applicationId: number, w: Written) {
  const s = summaryOf(w.order);
  const payload = {
    applicationId,
    orderId: w.id,
    reference: w.order.reference,
    status: w.order.status,
    currency: w.order.currency,
    total: fromMinor(s.totalMinor),
    paid: fromMinor(s.paidMinor),
  };
  const events: { kind: 'order.updated' | 'order.completed'; payload: object }[] = [];
  if (w.was) events.push({ kind: 'order.updated', payload });
  if (w.order.status === 'Confirmed' && w.was?.status !== 'Confirmed')
    events.push({ kind: 'order.completed', payload });
  return events;
}
