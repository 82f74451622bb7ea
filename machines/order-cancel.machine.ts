import { assign, emit, fromPromise, setup } from 'xstate';
import { ORDER_TEXT } from '#contract/orders';
import { errorTextsFrom } from './error-text';

/** An item the dialog offers: those already cancelled are not offered. */
export interface CancellableItem {
  itemId: number;
  label: string;
}

export interface OrderCancelContext {
  reference: string;
  items: CancellableItem[];
  /** The whole order, or only the chosen items. */
  whole: boolean;
  chosen: number[];
  reason: string;
  /** Why Next did not move on (nothing chosen, no reason); cleared by the next change. */
  error: string | null;
  /** What the server said when the cancellation failed. */
  failure: string[];
}

export type OrderCancelEvent =
  | { type: 'CHOOSE_WHOLE' }
  | { type: 'CHOOSE_ITEMS' }
  | { type: 'TOGGLE_ITEM'; itemId: number }
  | { type: 'SET_REASON'; reason: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type OrderCancelEmitted =
  | { type: 'cancelled'; message: string }
  | { type: 'failed'; messages: string[] };

/** What the cancel call sends: no item ids means the whole order. */
export type CancelRequest = { itemIds?: number[]; reason: string };

export const CANCEL_TEXT = {
  chooseItems: 'Choose at least one item to cancel.',
  confirmWhole: (reference: string) =>
    `Cancel the whole order ${reference}? This changes it in the console only, not at the supplier.`,
  confirmItems: (n: number, reference: string) =>
    `Cancel ${n} item${n === 1 ? '' : 's'} of order ${reference}? This changes it in the console only, not at the supplier.`,
} as const;

/** The question the confirm step asks, from what was chosen. */
export const promptOf = (c: OrderCancelContext) =>
  c.whole
    ? CANCEL_TEXT.confirmWhole(c.reference)
    : CANCEL_TEXT.confirmItems(c.chosen.length, c.reference);

/** What Next refuses with, or null when the choice and the reason are complete. */
export function choiceError(c: Pick<OrderCancelContext, 'whole' | 'chosen' | 'reason'>) {
  if (!c.whole && c.chosen.length === 0) return CANCEL_TEXT.chooseItems;
  if (c.reason.trim() === '') return ORDER_TEXT.cancelReasonRequired;
  return null;
}

const notProvided = () => Promise.reject(new Error('not provided'));

/**
 * The Cancel dialog of the order page: choose the whole order or items and give a reason,
 * confirm, then the server cancels; a failure can be retried as it was, or the dialog closed.
 * The call is injected (`cancelOrder`), so the flow is the same in the page and in tests.
 */
export const orderCancelMachine = setup({
  types: {
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    emitted: {} as OrderCancelEmitted,
    input: {} as { reference: string; items: CancellableItem[] },
  },
  actors: {
    cancelOrder: fromPromise<unknown, CancelRequest>(notProvided),
  },
  guards: {
    complete: ({ context }) => choiceError(context) === null,
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({
    reference: input.reference,
    items: input.items,
    whole: true,
    chosen: [],
    reason: '',
    error: null,
    failure: [],
  }),
  initial: 'select',
  states: {
    select: {
      on: {
        CHOOSE_WHOLE: { actions: assign({ whole: true, error: null }) },
        CHOOSE_ITEMS: { actions: assign({ whole: false, error: null }) },
        TOGGLE_ITEM: {
          actions: assign(({ context, event }) => ({
            error: null,
            chosen: context.chosen.includes(event.itemId)
              ? context.chosen.filter((id) => id !== event.itemId)
              : context.items.some((i) => i.itemId === event.itemId)
                ? [...context.chosen, event.itemId]
                : context.chosen,
          })),
        },
        SET_REASON: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        CLOSE: 'closed',
        NEXT: [
          { guard: 'complete', target: 'confirm' },
          { actions: assign(({ context }) => ({ error: choiceError(context) })) },
        ],
      },
    },
    confirm: {
      on: { BACK: 'select', CONFIRM: 'submitting', CLOSE: 'closed' },
    },
    submitting: {
      entry: assign({ failure: [] }),
      // The call is on its way: closing now would hide its answer, so there is no CLOSE here.
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({
          ...(context.whole ? {} : { itemIds: [...context.chosen].sort((a, b) => a - b) }),
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'done',
          actions: emit({ type: 'cancelled' as const, message: ORDER_TEXT.cancelled }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => ({ failure: errorTextsFrom(event.error) })),
            emit(({ event }) => ({
              type: 'failed' as const,
              messages: errorTextsFrom(event.error),
            })),
          ],
        },
      },
    },
    failed: {
      on: { RETRY: 'submitting', BACK: 'select', CLOSE: 'closed' },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
