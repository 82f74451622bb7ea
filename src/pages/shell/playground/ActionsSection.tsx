import { useState } from 'react';
import { Button, Card, ConfirmDialog, Stack } from '#ui';

// The hierarchy: one primary per view, secondary for the rest, quiet in rows, danger destroys.
const TONES = ['primary', 'secondary', 'quiet', 'danger'] as const;

/** Buttons in every tone and size, loading and disabled, and the confirmation dialog. */
export function ActionsSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title="Buttons and dialogs">
      <Stack gap="sm">
        {TONES.map((tone) => (
          <div key={tone} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
            <Button tone={tone}>{`${tone} button`}</Button>
            <Button tone={tone} size="sm">{`small ${tone}`}</Button>
            <Button tone={tone} loading>{`${tone} loading`}</Button>
            <Button tone={tone} disabled>{`${tone} disabled`}</Button>
          </div>
        ))}
        <div>
          <Button tone="danger" onClick={() => setConfirming(true)}>
            Open confirmation
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete the sample?"
        description="A confirmation traps focus and gives it back to the button that opened it."
        confirmLabel="Delete sample"
        onConfirm={() => setConfirming(false)}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
