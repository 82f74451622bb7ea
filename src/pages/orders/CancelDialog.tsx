import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Order } from '#contract/orders';
import { type CancelRequest, orderCancelMachine, promptOf } from '#machines/order-cancel.machine';
import { Alert, Button, Checkbox, Dialog, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { api } from '../../api/client';
import { inspect } from '../../dev/inspect';
import { expectStatus } from '../../kit/calls';
import { notifications } from '../../notify/store';
import type { OrderParams } from './paths';

/**
 * Cancel (orders.cancel), driven by machines/order-cancel.machine.ts: the whole order or
 * chosen items with a reason, a confirmation, then the call; a failure can be retried.
 */
export function CancelDialog({
  order,
  params,
  onClose,
  reload,
}: {
  order: Order;
  params: OrderParams;
  onClose: () => void;
  reload: () => Promise<unknown>;
}) {
  // The machine is made once; a retry after a reload sends the version the page holds then.
  const version = useRef(order.version);
  version.current = order.version;
  const machine = orderCancelMachine.provide({
    actors: {
      cancelOrder: fromPromise<unknown, CancelRequest>(async ({ input }) =>
        expectStatus(
          api.orders.cancel({ params, body: { ...input, version: version.current } }),
          200,
        ),
      ),
    },
  });
  const items = order.items
    .filter((i) => i.status !== 'Cancelled')
    .map((i) => ({
      itemId: i.itemId,
      label: `${i.productType} — ${i.supplierName}${i.supplierReference ? ` (${i.supplierReference})` : ''}`,
    }));
  const actor = useActorRef(machine, { inspect, input: { reference: order.reference, items } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const done = actor.on('cancelled', ({ message }) => {
      notifications.notify('success', message);
      void reload();
    });
    return () => done.unsubscribe();
  }, [actor, reload]);
  useEffect(() => {
    if (snapshot.status === 'done') onClose();
  }, [snapshot.status, onClose]);

  const c = snapshot.context;
  const send = actor.send;
  const selecting = snapshot.matches('select');
  const failed = snapshot.matches('failed');
  const actions = selecting ? (
    <>
      <Button tone="secondary" onClick={() => send({ type: 'CLOSE' })}>
        Close
      </Button>
      <Button tone="primary" onClick={() => send({ type: 'NEXT' })}>
        Next
      </Button>
    </>
  ) : failed ? (
    <>
      <Button tone="secondary" onClick={() => send({ type: 'CLOSE' })}>
        Close
      </Button>
      <Button tone="secondary" onClick={() => send({ type: 'BACK' })}>
        Back
      </Button>
      <Button tone="danger" onClick={() => send({ type: 'RETRY' })}>
        Try again
      </Button>
    </>
  ) : (
    <>
      <Button
        tone="secondary"
        disabled={snapshot.matches('submitting')}
        onClick={() => send({ type: 'BACK' })}
      >
        Back
      </Button>
      <Button
        tone="danger"
        loading={snapshot.matches('submitting')}
        onClick={() => send({ type: 'CONFIRM' })}
      >
        Cancel order
      </Button>
    </>
  );

  return (
    <Dialog
      open
      title={`Cancel order ${order.reference}`}
      onClose={() => send({ type: 'CLOSE' })}
      actions={actions}
    >
      {selecting ? (
        <Stack>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>What to cancel</legend>
            <label style={{ display: 'block' }}>
              <input
                type="radio"
                name="cancel-what"
                checked={c.whole}
                onChange={() => send({ type: 'CHOOSE_WHOLE' })}
              />{' '}
              The whole order
            </label>
            <label style={{ display: 'block' }}>
              <input
                type="radio"
                name="cancel-what"
                checked={!c.whole}
                onChange={() => send({ type: 'CHOOSE_ITEMS' })}
              />{' '}
              Chosen items
            </label>
          </fieldset>
          {c.whole
            ? null
            : c.items.map((item) => (
                <Checkbox
                  key={item.itemId}
                  label={item.label}
                  checked={c.chosen.includes(item.itemId)}
                  onCheckedChange={() => send({ type: 'TOGGLE_ITEM', itemId: item.itemId })}
                />
              ))}
          <Textarea
            label="Reason"
            value={c.reason}
            rows={2}
            onChange={(e) => send({ type: 'SET_REASON', reason: e.target.value })}
          />
          {c.error ? <Alert tone="danger">{c.error}</Alert> : null}
        </Stack>
      ) : (
        <Stack>
          <p>{promptOf(c)}</p>
          <p>Reason: {c.reason.trim()}</p>
          {failed ? <Alert tone="danger">{c.failure.join(' ')}</Alert> : null}
        </Stack>
      )}
    </Dialog>
  );
}
