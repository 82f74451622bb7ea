import { useState } from 'react';
import { Button, Card, Muted, Stack } from '#ui';
import { Textarea } from '#ui/forms';
import { usePermission } from '../components/permissions';
import type { PageAccess } from '../routing/page-access';
import { DateTimeCell } from './cells';
import { useSave } from './use-save';

/** A note of a record (an order's, an enquiry's): who wrote it, when, what. */
export interface RecordNote {
  noteId: number;
  body: string;
  author: string | null;
  at: string;
}

/**
 * A record's notes, oldest first, and the form that adds one for staff who may call `add`.
 * The record's page refetches through `cacheKey` once the note is saved.
 */
export function NotesCard({
  notes,
  add,
  cacheKey,
  call,
  done,
}: {
  notes: readonly RecordNote[];
  add: PageAccess;
  cacheKey: readonly unknown[];
  call: (body: string) => Promise<unknown>;
  done: string;
}) {
  const canAdd = usePermission(add);
  const [body, setBody] = useState('');
  const saving = useSave({ cacheKey, call, done, onSaved: () => setBody('') });
  return (
    <Card title="Notes">
      <Stack>
        {notes.length === 0 ? <Muted>No notes yet.</Muted> : null}
        <ul aria-label="Notes" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {notes.map((n) => (
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
