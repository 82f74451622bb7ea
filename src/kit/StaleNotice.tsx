import { MSG } from '#contract/messages';
import { Alert, Button, Stack } from '#ui';

/**
 * Someone else saved the record while this user edited it: say so (the spec's one text) and
 * offer Reload, which loads their version into the form; the user then makes their change again.
 */
export function StaleNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <Alert tone="warning">
      <Stack gap="sm">
        <span>{MSG.staleRecord}</span>
        <div>
          <Button tone="secondary" loading={reloading} onClick={onReload}>
            Reload
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
