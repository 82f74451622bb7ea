import { QUOTE_LIST_TEXT, type Quote } from '#contract/quotes';
import { Button, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { useSave } from '../../kit/use-save';
import { quotesKey, sharedQuotePath } from './paths';

type Params = { applicationId: string; listId: string; quoteId: string };

/** The quote's public link while it is shared, with Share and Revoke for who may. */
export function QuoteLink({
  applicationId,
  params,
  quote,
}: {
  applicationId: string;
  params: Params;
  quote: Quote;
}) {
  const canShare = usePermission('quotes.share');
  const canRevoke = usePermission('quotes.revoke');
  const share = useSave({
    cacheKey: quotesKey(applicationId),
    call: () => expectStatus(api.quotes.share({ params }), 200),
    done: QUOTE_LIST_TEXT.shared,
  });
  const revoke = useSave({
    cacheKey: quotesKey(applicationId),
    call: () => expectStatus(api.quotes.revoke({ params }), 200),
    done: QUOTE_LIST_TEXT.revoked,
  });
  if (!quote.shareKey) {
    return (
      <Stack>
        <Muted>Not shared: only the console shows this quote.</Muted>
        {canShare ? (
          <div>
            <Button
              tone="primary"
              loading={share.saving}
              onClick={() => void share.submit(undefined)}
            >
              Share {quote.title}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  const link = `${window.location.origin}${sharedQuotePath(quote.quoteId, quote.shareKey)}`;
  return (
    <Stack>
      <p>
        Shared since <DateTimeCell value={quote.sharedAt} />:{' '}
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          aria-label={`Shared link of ${quote.title}`}
        >
          {link}
        </a>
      </p>
      {canRevoke ? (
        <div>
          <Button
            tone="danger"
            loading={revoke.saving}
            onClick={() => void revoke.submit(undefined)}
          >
            Revoke link of {quote.title}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
