import { useState } from 'react';
import { ORDER_TEXT, type Order } from '#contract/orders';
import { Alert, Button, Card, Select, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { api } from '../../api/client';
import { type FieldErrors, fieldErrorsOf, orderChange } from './order-calls';
import type { OrderParams } from './paths';

/**
 * The status control (orders.changeStatus): only the moves the server's transition table allows
 * from the current status, a reason where the table asks for one, and the plain warning that
 * this changes the console's record only.
 */
export function StatusControl({
  order,
  params,
  reload,
}: {
  order: Order;
  params: OrderParams;
  reload: () => Promise<unknown>;
}) {
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const chosen = order.nextStatuses.find((s) => s.status === status);
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const body = {
        status: chosen.status,
        version: order.version,
        ...(reason.trim() ? { reason } : {}),
      };
      await orderChange(
        api.orders.changeStatus({ params, body }),
        200,
        ORDER_TEXT.statusChanged,
        reload,
      );
      setStatus('');
      setReason('');
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
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
              void save();
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
                <Button tone="primary" type="submit" loading={saving} disabled={!chosen}>
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
