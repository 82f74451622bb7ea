import { useState } from 'react';
import { QUOTE_LIST_TEXT, type Quote, type QuoteList } from '#contract/quotes';
import { Button, Card, ConfirmDialog, formatMoney, Stack } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { DateCell } from '../../kit/cells';
import { useSave } from '../../kit/use-save';
import { Table } from '../orders/Table';
import { quotesKey } from './paths';
import { QuoteEditor } from './QuoteEditor';
import { QuoteLink } from './QuoteLink';

type Props = { applicationId: string; list: QuoteList; quote: Quote };

/** One quote: its priced items and totals, its link, and Edit and Remove for who may. */
export function QuoteCard({ applicationId, list, quote }: Props) {
  const canEdit = usePermission('quotes.updateQuote');
  const canRemove = usePermission('quotes.removeQuote');
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const params = { applicationId, listId: String(list.listId), quoteId: String(quote.quoteId) };
  const remove = useSave({
    cacheKey: quotesKey(applicationId),
    call: () => expectStatus(api.quotes.removeQuote({ params }), 200),
    done: QUOTE_LIST_TEXT.quoteRemoved,
    onSaved: () => setRemoving(false),
  });
  if (editing) {
    return (
      <QuoteEditor
        applicationId={applicationId}
        list={list}
        quote={quote}
        onDone={() => setEditing(false)}
      />
    );
  }
  const rows = quote.items.map((i) => [
    i.productType,
    i.description,
    <DateCell key="from" value={i.startDate} />,
    <DateCell key="to" value={i.endDate} />,
    i.destination,
    formatMoney(i.supplierPrice, i.currency),
    i.ruleName ?? 'No rule',
    formatMoney(i.price, i.currency),
  ]);
  return (
    <Card title={quote.title}>
      <Stack>
        <Table
          label={`Items of ${quote.title}`}
          headers={[
            'Product',
            'Description',
            'From',
            'To',
            'Destination',
            'Supplier price',
            'Rule',
            'Price',
          ]}
          rows={rows}
          empty="No items."
        />
        <p>
          Total:{' '}
          <strong>{quote.totals.map((t) => formatMoney(t.total, t.currency)).join(' + ')}</strong>
        </p>
        <QuoteLink applicationId={applicationId} params={params} quote={quote} />
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          {canEdit ? (
            <Button tone="secondary" onClick={() => setEditing(true)}>
              Edit {quote.title}
            </Button>
          ) : null}
          {canRemove ? (
            <Button tone="danger" onClick={() => setRemoving(true)}>
              Remove {quote.title}
            </Button>
          ) : null}
        </div>
        <ConfirmDialog
          open={removing}
          title="Remove quote"
          description={`Remove the quote '${quote.title}'? Its link stops working.`}
          confirmLabel="Remove"
          tone="danger"
          busy={remove.saving}
          onConfirm={() => void remove.submit(undefined)}
          onCancel={() => setRemoving(false)}
        />
      </Stack>
    </Card>
  );
}
