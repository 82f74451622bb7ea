import { createActor, fromPromise } from 'xstate';
import {
  type CancelRequest,
  type OrderCancelEmitted,
  type OrderCancelEvent,
  orderCancelMachine,
} from '#machines/order-cancel.machine';

export const ORDER = {
  reference: 'TG120193',
  items: [
    { itemId: 11, label: 'Accommodation — HotelBeds' },
    { itemId: 12, label: 'Flights — BA' },
  ],
};

/** A failed call as ts-rest reports it. */
export const serverRefusal = { status: 409, body: { title: 'Someone else saved this order.' } };

// Each outcome of the injected call is an actor event the graph can explore.
const actorEvent = (event: Record<string, unknown>) => event as unknown as OrderCancelEvent;
export const cancelledOk = actorEvent({ type: 'xstate.done.actor.cancelOrder', output: {} });
export const cancelFailed = actorEvent({
  type: 'xstate.error.actor.cancelOrder',
  error: serverRefusal,
});

export const whole: OrderCancelEvent = { type: 'CHOOSE_WHOLE' };
export const someItems: OrderCancelEvent = { type: 'CHOOSE_ITEMS' };
export const toggleFirst: OrderCancelEvent = { type: 'TOGGLE_ITEM', itemId: 11 };
export const toggleUnknown: OrderCancelEvent = { type: 'TOGGLE_ITEM', itemId: 99 };
export const giveReason: OrderCancelEvent = { type: 'SET_REASON', reason: '  Hotel closed ' };
export const blankReason: OrderCancelEvent = { type: 'SET_REASON', reason: '   ' };
export const next: OrderCancelEvent = { type: 'NEXT' };
export const back: OrderCancelEvent = { type: 'BACK' };
export const confirm: OrderCancelEvent = { type: 'CONFIRM' };
export const retry: OrderCancelEvent = { type: 'RETRY' };
export const close: OrderCancelEvent = { type: 'CLOSE' };

export const events: OrderCancelEvent[] = [
  whole,
  someItems,
  toggleFirst,
  toggleUnknown,
  giveReason,
  blankReason,
  next,
  back,
  confirm,
  retry,
  close,
  cancelledOk,
  cancelFailed,
];

type Pending = {
  input: CancelRequest;
  resolve: (o: unknown) => void;
  reject: (e: unknown) => void;
};

/** A dialog whose cancel calls wait until the test settles them. */
export function startCancel() {
  const calls: Pending[] = [];
  const machine = orderCancelMachine.provide({
    actors: {
      cancelOrder: fromPromise<unknown, CancelRequest>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const emitted: OrderCancelEmitted[] = [];
  const actor = createActor(machine, { input: ORDER });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
