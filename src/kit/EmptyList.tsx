import { Link } from 'wouter';
import { Button, Muted, Stack } from '#ui';
import { PermissionGate } from '../components/permissions';
import type { ListAdd } from './AddLink';

/**
 * An empty list offers the next action instead of an empty table: the area's Add when the list
 * is truly empty, or clearing the search and filters when they hid every row.
 */
export function EmptyList({
  text,
  narrowed,
  add,
  onClear,
}: {
  text: string;
  narrowed: boolean;
  add: ListAdd | null;
  onClear: () => void;
}) {
  return (
    <Stack>
      <Muted>{narrowed ? 'Nothing matches this search.' : text}</Muted>
      {narrowed ? (
        <div>
          <Button tone="secondary" onClick={onClear}>
            Clear search and filters
          </Button>
        </div>
      ) : add ? (
        <PermissionGate access={add.access}>
          <div>
            <Link href={add.path}>{add.label}</Link>
          </div>
        </PermissionGate>
      ) : null}
    </Stack>
  );
}

/**
 * The first page did not come (the failure itself is notified by the query cache): the list
 * says so in its place, with a way to ask again, rather than loading for ever.
 */
export function ListFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Stack>
      <Muted>{`${label} could not be loaded.`}</Muted>
      <div>
        <Button tone="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Stack>
  );
}
