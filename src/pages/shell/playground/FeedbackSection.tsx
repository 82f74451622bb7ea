import { Alert, Card, LoadingBlock, Muted, Spinner, Stack } from '#ui';

const TONES = ['info', 'success', 'warning', 'danger'] as const;

/** Alerts in every tone, spinners and muted text. */
export function FeedbackSection() {
  return (
    <Card title="Feedback">
      <Stack gap="sm">
        {TONES.map((tone) => (
          <Alert key={tone} tone={tone}>{`An ${tone} alert.`}</Alert>
        ))}
        <div>
          <Spinner label="Saving" /> Inline spinner
        </div>
        <LoadingBlock label="Loading the sample" />
        <Muted>Muted text for secondary information.</Muted>
      </Stack>
    </Card>
  );
}
