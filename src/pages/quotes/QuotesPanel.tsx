import type { QuoteList } from '#contract/quotes';
import { Muted, Stack } from '#ui';
import { usePermission } from '../../components/permissions';
import { QuoteCard } from './QuoteCard';
import { QuoteEditor } from './QuoteEditor';

/** The list's quotes, each with its items, totals and link; then a new quote's editor. */
export function QuotesPanel({ applicationId, list }: { applicationId: string; list: QuoteList }) {
  const canAdd = usePermission('quotes.addQuote');
  return (
    <Stack>
      {list.quotes.length === 0 ? <Muted>No quotes in this list yet.</Muted> : null}
      {list.quotes.map((quote) => (
        <QuoteCard key={quote.quoteId} applicationId={applicationId} list={list} quote={quote} />
      ))}
      {canAdd ? <QuoteEditor applicationId={applicationId} list={list} /> : null}
    </Stack>
  );
}
