import type { SnapshotFrom } from 'xstate';
import { ORDER_TEXT } from '#contract/orders';
import {
  CANCEL_TEXT,
  type OrderCancelEvent,
  type orderCancelMachine,
} from '#machines/order-cancel.machine';
import { cancelFailed, cancelledOk, ORDER, serverRefusal } from './order-cancel.fixtures';

// What the cancel dialog must do at each step of a generated path, stated independently of the
// machine's definition (order-cancel.paths.test.ts checks every step against these).

export type Snapshot = SnapshotFrom<typeof orderCancelMachine>;

/** Where the dialog must be after the event. */
export function expectedState(before: Snapshot, event: OrderCancelEvent): string {
  const at = String(before.value);
  if (at === 'done' || at === 'closed') return at;
  if (event.type === 'CLOSE') return at === 'submitting' ? at : 'closed';
  const c = before.context;
  const chosen = c.whole || c.chosen.length > 0;
  switch (at) {
    case 'select':
      return event.type === 'NEXT' && chosen && c.reason.trim() !== '' ? 'confirm' : at;
    case 'confirm':
      return event.type === 'BACK' ? 'select' : event.type === 'CONFIRM' ? 'submitting' : at;
    case 'submitting':
      return event === cancelledOk ? 'done' : event === cancelFailed ? 'failed' : at;
    case 'failed':
      return event.type === 'RETRY' ? 'submitting' : event.type === 'BACK' ? 'select' : at;
    default:
      return at;
  }
}

/** Why Next stays on the choice, when it does: items first, then the reason. */
export function expectedError(before: Snapshot, event: OrderCancelEvent, after: Snapshot) {
  if (!after.matches('select')) return before.context.error;
  if (event.type !== 'NEXT') {
    const changes = ['CHOOSE_WHOLE', 'CHOOSE_ITEMS', 'TOGGLE_ITEM', 'SET_REASON'];
    return changes.includes(event.type) ? null : before.context.error;
  }
  const c = before.context;
  if (!c.whole && c.chosen.length === 0) return CANCEL_TEXT.chooseItems;
  if (c.reason.trim() === '') return ORDER_TEXT.cancelReasonRequired;
  return null;
}

/** The items chosen after the event: a toggle of an offered item flips it; nothing else does. */
export function expectedChosen(before: Snapshot, event: OrderCancelEvent, after: Snapshot) {
  const chosen = before.context.chosen;
  if (event.type !== 'TOGGLE_ITEM' || !before.matches('select') || !after.matches('select')) {
    return chosen;
  }
  if (!ORDER.items.some((i) => i.itemId === event.itemId)) return chosen;
  return chosen.includes(event.itemId)
    ? chosen.filter((id) => id !== event.itemId)
    : [...chosen, event.itemId];
}

/** What the dialog announces for the step: the outcome of the call, once. */
export function expectedEmissions(before: Snapshot, event: OrderCancelEvent) {
  if (!before.matches('submitting')) return [];
  if (event === cancelledOk) return [{ type: 'cancelled', message: ORDER_TEXT.cancelled }];
  if (event === cancelFailed) return [{ type: 'failed', messages: [serverRefusal.body.title] }];
  return [];
}
