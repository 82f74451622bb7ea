import { useState } from 'react';
import { ORDER_TEXT, type Order } from '#contract/orders';
import { Button, Card, Muted, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { useSave } from '../../kit/use-save';
import { type OrderParams, ordersKey } from './paths';

/** The order's notes, oldest first; staff who may call orders.addNote add one. */
export function NotesPanel({ order, params }: { order: Order; params: OrderParams }) {
  const canAdd = usePermission('orders.addNote');
  const [body, setBody] = useState('');
  const saving = useSave({
    cacheKey: ordersKey(params.applicationId),
    call: (note: string) => expectStatus(api.orders.addNote({ params, body: { body: note } }), 201),
    done: ORDER_TEXT.noteAdded,
    onSaved: () => setBody(''),
  });
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
              void saving.submit(body);
            }}
          >
            <Stack>
              <Textarea
                label="New note"
                value={body}
                errors={saving.errors.body ?? []}
                rows={3}
                onChange={(e) => setBody(e.target.value)}
              />
              <div>
                <Button tone="secondary" type="submit" loading={saving.saving}>
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
