import { useState } from 'react';
import { ORDER_TEXT, type Order, type OrderStatusChange } from '#contract/orders';
import { Alert, Button, Card, Select, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { type OrderParams, ordersKey } from './paths';

/**
 * The status control (orders.changeStatus): only the moves the server's transition table allows
 * from the current status, a reason where the table asks for one, and the plain warning that
 * this changes the console's record only.
 */
export function StatusControl({ order, params }: { order: Order; params: OrderParams }) {
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const chosen = order.nextStatuses.find((s) => s.status === status);
  const saving = useSave({
    cacheKey: ordersKey(params.applicationId),
    version: order.version,
    call: (move: Omit<OrderStatusChange, 'version'>, version) =>
      expectStatus(api.orders.changeStatus({ params, body: { ...move, version } }), 200),
    done: ORDER_TEXT.statusChanged,
    onSaved: () => {
      setStatus('');
      setReason('');
    },
    onStale: 'refetch',
  });
  const { errors } = saving;
  return (
    <Card title="Status">
      <Stack>
        <Alert tone="warning">{ORDER_TEXT.consoleOnly}</Alert>
        {order.nextStatuses.length === 0 ? (
          <p>An order that is {order.status} cannot change status here.</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen)
                void saving.submit({
                  status: chosen.status,
                  ...(reason.trim() ? { reason } : {}),
                });
            }}
          >
            <Stack>
              <Select
                label="New status"
                options={[
                  { value: '', label: `Keep ${order.status}` },
                  ...order.nextStatuses.map((s) => ({ value: s.status, label: s.status })),
                ]}
                value={status}
                onValueChange={setStatus}
              />
              {errors.status ? <Alert tone="danger">{errors.status.join(' ')}</Alert> : null}
              {chosen ? (
                <Textarea
                  label={chosen.reasonRequired ? 'Reason (required)' : 'Reason (optional)'}
                  value={reason}
                  errors={errors.reason ?? []}
                  rows={2}
                  onChange={(e) => setReason(e.target.value)}
                />
              ) : null}
              <div>
                <Button tone="primary" type="submit" loading={saving.saving} disabled={!chosen}>
                  Change status
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
