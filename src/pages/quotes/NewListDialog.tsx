import { useState } from 'react';
import { useLocation } from 'wouter';
import { QUOTE_LIST_TEXT } from '#contract/quotes';
import { Button, Dialog, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { quotePaths, quotesKey } from './paths';

/** Starts a customer's quote list: the customer by email, and the list's name. */
export function NewListButton({ applicationId }: { applicationId: string }) {
  const canAdd = usePermission('quotes.create');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [, navigate] = useLocation();
  const saving = useSave({
    cacheKey: quotesKey(applicationId),
    call: (body: { customerEmail: string; name: string }) =>
      expectStatus(api.quotes.create({ params: { applicationId }, body }), 201),
    done: QUOTE_LIST_TEXT.added,
    onSaved: (made) => navigate(quotePaths(applicationId).view(made.listId)),
  });
  if (!canAdd) return null;
  const formId = 'new-quote-list';
  return (
    <>
      <Button tone="primary" onClick={() => setOpen(true)}>
        New quote list
      </Button>
      <Dialog
        open={open}
        title="New quote list"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button tone="quiet" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button tone="primary" type="submit" form={formId} loading={saving.saving}>
              Start list
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            void saving.submit({ customerEmail: email, name });
          }}
        >
          <Stack>
            <TextField
              label="Customer email"
              type="email"
              value={email}
              errors={saving.errors.customerEmail ?? []}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="List name"
              value={name}
              errors={saving.errors.name ?? []}
              onChange={(e) => setName(e.target.value)}
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
