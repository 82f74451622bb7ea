import { Link } from 'wouter';
import { Button, Card, Muted, Stack } from '#ui';
import type { ListAdd } from '../components/list-state';
import { PermissionGate } from '../components/permissions';

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
    <Card>
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
    </Card>
  );
}
