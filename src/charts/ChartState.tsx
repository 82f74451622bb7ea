import { Alert, Button, LoadingBlock, Muted, Stack } from '#ui';

export const CHART_TEXT = {
  loading: 'Loading chart',
  empty: 'No searches in this period.',
  failed: 'The chart could not be loaded.',
  retry: 'Try again',
} as const;

/** What a widget shows instead of its chart: loading, nothing to draw, or a failure. */
export function ChartState({
  state,
  messages = [],
  onRetry,
}: {
  state: 'loading' | 'empty' | 'error';
  messages?: string[];
  onRetry?: () => void;
}) {
  if (state === 'loading') return <LoadingBlock label={CHART_TEXT.loading} />;
  if (state === 'empty') return <Muted>{CHART_TEXT.empty}</Muted>;
  return (
    <Stack>
      <Alert tone="danger">{[CHART_TEXT.failed, ...messages].join(' ')}</Alert>
      {onRetry ? (
        <div>
          <Button tone="secondary" onClick={onRetry}>
            {CHART_TEXT.retry}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
