import { useState } from 'react';
import { ORDER_TEXT, type Order, type OrderContact } from '#contract/orders';
import { Button, Card, Facts, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { type FieldErrors, fieldErrorsOf, orderChange } from './order-calls';
import type { OrderParams } from './paths';

const FIELDS: readonly [keyof OrderContact, string][] = [
  ['title', 'Title'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];

/** The order's own contact; editing it (orders.updateContact) never changes the customer record. */
export function ContactPanel({
  order,
  params,
  reload,
}: {
  order: Order;
  params: OrderParams;
  reload: () => Promise<unknown>;
}) {
  const canEdit = usePermission('orders.updateContact');
  const [form, setForm] = useState<OrderContact | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async (contact: OrderContact) => {
    setSaving(true);
    try {
      const body = { ...contact, version: order.version };
      await orderChange(
        api.orders.updateContact({ params, body }),
        200,
        ORDER_TEXT.contactSaved,
        reload,
      );
      setForm(null);
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="Customer contact">
      {form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save(form);
          }}
        >
          <Stack>
            <Muted>This changes the order's contact only, not the customer record.</Muted>
            {FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                value={form[key]}
                errors={errors[key] ?? []}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            ))}
            <span style={{ display: 'flex', gap: '0.5rem' }}>
              <Button tone="primary" type="submit" loading={saving}>
                Save contact
              </Button>
              <Button tone="quiet" onClick={() => setForm(null)}>
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
