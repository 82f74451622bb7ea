import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { SharedQuote } from '#contract/quotes';
import { Alert, formatDate, formatMoney, Heading, LoadingBlock, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { Table } from '../orders/Table';

type Outcome = { quote: SharedQuote } | { missing: true };

/**
 * A shared quote, read-only, for anyone with its link (visitor layout, no sign-in). A wrong,
 * malformed or revoked link says only that there is no such quote.
 */
export default function SharedQuotePage() {
  const { quoteId = '', shareKey = '' } = useParams<{ quoteId: string; shareKey: string }>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    api.sharedQuote.view({ params: { quoteId, shareKey } }).then(
      (res) => live && setOutcome(res.status === 200 ? { quote: res.body } : { missing: true }),
      () => live && setOutcome({ missing: true }),
    );
    return () => {
      live = false;
    };
  }, [quoteId, shareKey]);
  if (!outcome) return <LoadingBlock />;
  if (!('quote' in outcome)) {
    return (
      <Stack gap="lg">
        <Heading level={1}>Quote</Heading>
        <Alert tone="warning">This quote does not exist or is no longer shared.</Alert>
      </Stack>
    );
  }
  const { quote } = outcome;
  return (
    <Stack gap="lg">
      <Heading level={1}>{quote.title}</Heading>
      <Muted>A quote from {quote.from}</Muted>
      <Table
        label="Offered"
        headers={['Product', 'Description', 'From', 'To', 'Destination', 'Price']}
        rows={quote.items.map((i) => [
          i.productType,
          i.description,
          // No signed-in user, so no user's format: the console's default one.
          formatDate(i.startDate),
          formatDate(i.endDate),
          i.destination,
          formatMoney(i.price, i.currency),
        ])}
        empty="Nothing offered."
      />
      <p>
        Total:{' '}
        <strong>{quote.totals.map((t) => formatMoney(t.total, t.currency)).join(' + ')}</strong>
      </p>
    </Stack>
  );
}
