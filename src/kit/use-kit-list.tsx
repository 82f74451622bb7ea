import { ReloadIcon } from '@radix-ui/react-icons';
import { type ReactNode, useState } from 'react';
import { PAGE_BUTTONS } from '#contract/constants';
import { Button, DataGrid } from '#ui';
import { PermissionGate } from '../components/permissions';
import { GoTo } from '../routing/GoTo';
import { ActiveFilters } from './ActiveFilters';
import { AddLink, type ListAdd } from './AddLink';
import { ColumnChooser } from './ColumnChooser';
import { useColumnChoice } from './column-choice';
import { EmptyList, ListFailed } from './EmptyList';
import { FilterBar } from './FilterBar';
import { gridColumns, standardActions } from './grid-columns';
import { KitRemoveDialog } from './KitDelete';
import { ListSkeleton } from './ListSkeleton';
import { clearNarrowing, knownSort, type ListControl } from './list-url';
import { listShape } from './shape';
import type { KitList, KitListArea, KitRemove, KitRowAction } from './types';

/** The parts of a kit list, for its frame to place: a page (KitListPage) or a panel (KitChildList). */
export interface KitListParts {
  /** The area's toolbar, Refresh and Add. */
  actions: ReactNode;
  /** The search box and the filters. */
  filters: ReactNode;
  /** What narrows the list now, as removable chips with Clear all (nothing when nothing does). */
  active: ReactNode;
  /** The grid; a skeleton until the first page arrives, the failure, or the empty state. */
  body: ReactNode;
}

/**
 * Everything a kit list does, whoever holds its state: the list call with the state's query,
 * the row actions (View, Edit, the area's own, Delete), the server-paged grid sorted by its
 * headers, and the states before and without rows.
 */
export function useKitList<Row extends object, K extends string, F extends string>({
  area,
  list,
  remove,
  control,
}: {
  area: KitListArea<Row>;
  list: KitList<Row, K, F>;
  remove?: KitRemove<Row> | undefined;
  control: ListControl<K, F>;
}): KitListParts {
  const rows = list.useRows(control.query);
  const columns = useColumnChoice(area.plural, list.columns);
  const shown = list.columns.filter((c) => !columns.hidden.has(c.header));
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleteAction: KitRowAction<Row>[] = remove
    ? [
        {
          label: 'Delete',
          run: setDeleting,
          ...(area.access?.remove ? { access: area.access.remove } : {}),
        },
      ]
    : [];
  const actions = [
    ...standardActions(area, list.standard),
    ...(list.actions ?? []),
    ...deleteAction,
  ];
  const add: ListAdd | null = area.paths?.add
    ? { label: `Add ${area.noun}`, path: area.paths.add, access: area.access?.add ?? 'signedIn' }
    : null;
  const page = rows.data?.body;
  const { state } = control;
  const narrowed = state.search.trim() !== '' || Object.keys(state.filters).length > 0;
  const sortKeys = listShape(list.columns, list.filters).sortKeys;
  const refetch = () => void rows.refetch();

  const grid = !page ? (
    rows.isError ? (
      list.ownerList ? (
        <GoTo to={list.ownerList} />
      ) : (
        <ListFailed label={area.plural} onRetry={refetch} />
      )
    ) : (
      <ListSkeleton label={area.plural} />
    )
  ) : page.total === 0 ? (
    <EmptyList
      text={list.emptyText}
      narrowed={narrowed}
      add={add}
      onClear={() => control.change(clearNarrowing(state))}
    />
  ) : (
    <DataGrid
      label={area.plural}
      columns={gridColumns(area, shown, actions)}
      rows={page.items}
      getKey={area.idOf}
      total={page.total}
      capped={page.capped}
      page={state.page}
      pageSize={control.query.pageSize}
      maxPageButtons={list.pageButtons ?? PAGE_BUTTONS}
      onPageChange={(n) => control.change({ page: n })}
      sort={state.sort}
      onSortChange={(sort) => control.change({ sort: knownSort(sort, sortKeys) })}
      loading={rows.isFetching}
    />
  );
  return {
    actions: (
      <>
        {list.toolbar}
        {list.refresh ? (
          <Button tone="secondary" icon={<ReloadIcon aria-hidden="true" />} onClick={refetch}>
            Refresh
          </Button>
        ) : null}
        {add ? (
          <PermissionGate access={add.access}>
            <AddLink add={add} />
          </PermissionGate>
        ) : null}
      </>
    ),
    filters: (
      <>
        <FilterBar url={control} filters={list.filters ?? []} searchLabel={list.searchLabel} />
        {list.columns.length > 2 ? (
          <ColumnChooser columns={list.columns} hidden={columns.hidden} onToggle={columns.toggle} />
        ) : null}
      </>
    ),
    active: (
      <ActiveFilters
        url={control}
        filters={list.filters ?? []}
        searchLabel={list.searchLabel ?? 'Search'}
      />
    ),
    body: (
      <>
        {grid}
        {deleting && remove ? (
          <KitRemoveDialog
            noun={area.noun}
            row={deleting}
            remove={remove}
            onClose={(deleted) => {
              setDeleting(null);
              if (deleted) refetch();
            }}
          />
        ) : null}
      </>
    ),
  };
}
