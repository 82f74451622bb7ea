import { useState } from 'react';
import { ORDER_TEXT, type Order } from '#contract/orders';
import { Button, Card, Muted, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { DateTimeCell } from '../../kit/cells';
import { fieldErrorsOf, orderChange } from './order-calls';
import type { OrderParams } from './paths';

/** The order's notes, oldest first; staff who may call orders.addNote add one. */
export function NotesPanel({
  order,
  params,
  reload,
}: {
  order: Order;
  params: OrderParams;
  reload: () => Promise<unknown>;
}) {
  const canAdd = usePermission('orders.addNote');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const add = async () => {
    setSaving(true);
    try {
      await orderChange(
        api.orders.addNote({ params, body: { body } }),
        201,
        ORDER_TEXT.noteAdded,
        reload,
      );
      setBody('');
      setErrors([]);
    } catch (error) {
      setErrors(fieldErrorsOf(error).body ?? []);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="Notes">
      <Stack>
        {order.notes.length === 0 ? <Muted>No notes yet.</Muted> : null}
        <ul aria-label="Notes" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {order.notes.map((n) => (
            <li key={n.noteId} style={{ marginBottom: '0.5rem' }}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{n.body}</div>
              <small>
                {n.author ?? 'Someone'} · <DateTimeCell value={n.at} />
              </small>
            </li>
          ))}
        </ul>
        {canAdd ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <Stack>
              <Textarea
                label="New note"
                value={body}
                errors={errors}
                rows={3}
                onChange={(e) => setBody(e.target.value)}
              />
              <div>
                <Button tone="secondary" type="submit" loading={saving}>
                  Add note
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
