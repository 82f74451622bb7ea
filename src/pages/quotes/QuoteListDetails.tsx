import { useState } from 'react';
import { Link } from 'wouter';
import { QUOTE_LIST_TEXT, type QuoteList } from '#contract/quotes';
import { Button, Card, Facts, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { useSave } from '../../kit/use-save';
import { customerPaths } from '../customers/paths';
import { quotesKey } from './paths';

/** The list's customer (a link to their page) and its name, renamed over the version read. */
export function QuoteListDetails({
  applicationId,
  list,
}: {
  applicationId: string;
  list: QuoteList;
}) {
  const canRename = usePermission('quotes.update');
  const [name, setName] = useState(list.name);
  const saving = useSave({
    cacheKey: quotesKey(applicationId),
    version: list.version,
    call: (sent: string, version) =>
      expectStatus(
        api.quotes.update({
          params: { applicationId, listId: String(list.listId) },
          body: { name: sent, version },
        }),
        200,
      ),
    done: QUOTE_LIST_TEXT.renamed,
    onStale: 'refetch',
  });
  const customer = customerPaths(applicationId).view(`${list.customerId}/${list.customerKey}`);
  return (
    <Card title="Quote list">
      <Stack>
        <Facts
          rows={[
            [
              'Customer',
              <Link key="customer" href={customer}>
                {list.customerName}
              </Link>,
            ],
            ['Email', list.customerEmail],
            ['Started', <DateTimeCell key="created" value={list.created} />],
          ]}
        />
        {canRename ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saving.submit(name);
            }}
          >
            <Stack>
              <TextField
                label="List name"
                value={name}
                errors={saving.errors.name ?? []}
                onChange={(e) => setName(e.target.value)}
              />
              <div>
                <Button tone="secondary" type="submit" loading={saving.saving}>
                  Rename
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Facts rows={[['Name', list.name]]} />
        )}
      </Stack>
    </Card>
  );
}
