import { useState } from 'react';
import { ORDER_TEXT, type Order, type OrderContact } from '#contract/orders';
import { Button, Card, Facts, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { type OrderParams, ordersKey } from './paths';

const FIELDS: readonly [keyof OrderContact, string][] = [
  ['title', 'Title'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];

/** The order's own contact; editing it (orders.updateContact) never changes the customer record. */
export function ContactPanel({ order, params }: { order: Order; params: OrderParams }) {
  const canEdit = usePermission('orders.updateContact');
  const [form, setForm] = useState<OrderContact | null>(null);
  const saving = useSave({
    cacheKey: ordersKey(params.applicationId),
    version: order.version,
    call: (contact: OrderContact, version) =>
      expectStatus(api.orders.updateContact({ params, body: { ...contact, version } }), 200),
    done: ORDER_TEXT.contactSaved,
    onSaved: () => setForm(null),
    onStale: 'refetch',
  });
  const close = () => {
    setForm(null);
    saving.reset();
  };
  return (
    <Card title="Customer contact">
      {form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saving.submit(form);
          }}
        >
          <Stack>
            <Muted>This changes the order's contact only, not the customer record.</Muted>
            {FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                value={form[key]}
                errors={saving.errors[key] ?? []}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            ))}
            <span style={{ display: 'flex', gap: '0.5rem' }}>
              <Button tone="primary" type="submit" loading={saving.saving}>
                Save contact
              </Button>
              <Button tone="quiet" onClick={close}>
                Cancel
              </Button>
            </span>
          </Stack>
        </form>
      ) : (
        <Stack>
          <Facts rows={FIELDS.map(([key, label]) => [label, order.contact[key]] as const)} />
          {canEdit ? (
            <div>
              <Button tone="secondary" onClick={() => setForm(order.contact)}>
                Edit contact
              </Button>
            </div>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
