import { useState } from 'react';
import { QUOTE_LIST_TEXT, type Quote, type QuoteList } from '#contract/quotes';
import { Button, Card, Select, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { ItemFields } from './ItemFields';
import { emptyItem, type ItemRow, itemOfOffer, rowOfItem } from './item-rows';
import { quotesKey } from './paths';

type Props = { applicationId: string; list: QuoteList; quote?: Quote; onDone?: () => void };
type Body = { title: string; items: ItemRow[] };

/**
 * A quote's title and items, from scratch or from one of the customer's hotlists; saved, the
 * server prices each item with the application's pricing rules.
 */
export function QuoteEditor({ applicationId, list, quote, onDone }: Props) {
  const [title, setTitle] = useState(quote?.title ?? '');
  const [items, setItems] = useState<ItemRow[]>(quote ? quote.items.map(rowOfItem) : [emptyItem()]);
  const [hotlistId, setHotlistId] = useState(String(list.hotlists[0]?.hotlistId ?? ''));
  const listId = String(list.listId);
  const saving = useSave({
    cacheKey: quotesKey(applicationId),
    ...(quote ? { version: quote.version } : {}),
    call: (body: Body, version) =>
      quote
        ? expectStatus(
            api.quotes.updateQuote({
              params: { applicationId, listId, quoteId: String(quote.quoteId) },
              body: { ...body, version },
            }),
            200,
          )
        : expectStatus(api.quotes.addQuote({ params: { applicationId, listId }, body }), 201),
    done: quote ? QUOTE_LIST_TEXT.quoteSaved : QUOTE_LIST_TEXT.quoteAdded,
    onSaved: () => {
      if (!quote) {
        setTitle('');
        setItems([emptyItem()]);
      }
      onDone?.();
    },
    onStale: 'refetch',
  });
  const fromHotlist = async () => {
    const found = await api.customers.hotlist({
      params: { applicationId, customerId: String(list.customerId), hotlistId },
    });
    if (found.status !== 200) return;
    setItems(found.body.offers.map(itemOfOffer));
    if (!title) setTitle(found.body.name);
  };
  const change = (index: number, row: ItemRow) =>
    setItems((held) => held.map((r, i) => (i === index ? row : r)));
  return (
    <Card title={quote ? `Edit ${quote.title}` : 'New quote'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saving.submit({ title, items });
        }}
      >
        <Stack>
          <TextField
            label="Quote title"
            value={title}
            errors={saving.errors.title ?? []}
            onChange={(e) => setTitle(e.target.value)}
          />
          {!quote && list.hotlists.length > 0 ? (
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'end' }}>
              <Select
                label="Customer's hotlist"
                options={list.hotlists.map((h) => ({ value: String(h.hotlistId), label: h.name }))}
                value={hotlistId}
                onValueChange={setHotlistId}
              />
              <Button tone="secondary" onClick={() => void fromHotlist()}>
                Start from hotlist
              </Button>
            </div>
          ) : null}
          {items.map((row, index) => (
            <ItemFields
              // Rows are only added at the end and removed by position while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              row={row}
              errors={saving.errors}
              onChange={(next) => change(index, next)}
              {...(items.length > 1
                ? { onRemove: () => setItems((held) => held.filter((_, i) => i !== index)) }
                : {})}
            />
          ))}
          {saving.errors.items ? <p role="alert">{saving.errors.items.join(' ')}</p> : null}
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <Button
              tone="quiet"
              onClick={() => setItems((held) => [...held, emptyItem(held[0]?.currency)])}
            >
              Add item
            </Button>
            {onDone ? (
              <Button tone="quiet" onClick={onDone}>
                Cancel
              </Button>
            ) : null}
            <Button tone="primary" type="submit" loading={saving.saving}>
              {quote ? 'Save quote' : 'Add quote'}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
