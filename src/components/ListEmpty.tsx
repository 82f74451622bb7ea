import { Cross2Icon, MagnifyingGlassIcon, PlusIcon } from '@radix-ui/react-icons';
import { Link } from 'wouter';
import { Button, EmptyState } from '#ui';
import type { ListAdd, ListState } from './list-state';
import { PermissionGate } from './permissions';

/** The add action of a list: a link (open-in-new-tab works) with the primary button's look. */
export function AddLink({ add, label = add.label }: { add: ListAdd; label?: string }) {
  return (
    <Button asChild tone="primary" icon={<PlusIcon aria-hidden="true" />}>
      <Link href={add.path}>{label}</Link>
    </Button>
  );
}

/** "Add Role" → "Add the first role": a name of its own, apart from the toolbar's Add. */
const firstOf = (label: string) =>
  label.startsWith('Add ') ? `Add the first ${label.slice(4).toLowerCase()}` : label;

/**
 * What an empty list says. After a search: nothing matched, and a way to clear the search
 * ("Nothing to show." stays the title: it is what users and tests already know). Without one:
 * the list is empty, and the add action for those allowed to add.
 */
export function ListEmpty({
  label,
  state,
  add,
}: {
  label: string;
  state: ListState;
  add: ListAdd | undefined;
}) {
  const searched = state.search.trim();
  if (searched) {
    return (
      <EmptyState
        title="Nothing to show."
        icon={<MagnifyingGlassIcon />}
        action={
          <Button
            tone="secondary"
            icon={<Cross2Icon aria-hidden="true" />}
            onClick={() => state.setSearch('')}
          >
            Clear search
          </Button>
        }
      >
        {`No ${label.toLowerCase()} match “${searched}”.`}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={`No ${label.toLowerCase()} yet.`}
      action={
        add ? (
          <PermissionGate access={add.access}>
            <AddLink add={add} label={firstOf(add.label)} />
          </PermissionGate>
        ) : null
      }
    />
  );
}
