import { ReloadIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { PAGE_BUTTONS } from '#contract/constants';
import { Button, Card, DataGrid, Page } from '#ui';
import { AddLink } from '../components/ListEmpty';
import type { ListAdd } from '../components/list-state';
import { PermissionGate } from '../components/permissions';
import { EmptyList } from './EmptyList';
import { FilterBar } from './FilterBar';
import { gridColumns, standardActions } from './grid-columns';
import { KitRemoveDialog } from './KitDelete';
import { ListSkeleton } from './ListSkeleton';
import { clearNarrowing, knownSort } from './list-url';
import { listShape } from './shape';
import type { KitArea, KitList, KitRemove, KitRowAction } from './types';
import { useListUrl } from './use-list-url';

/**
 * An area's list page: search, filters, Add and the area's toolbar in one row, then the
 * server-paged grid (page, search, sort and filters in the URL), a skeleton until the first
 * page arrives, and an empty state that offers the next action.
 */
export function KitListPage<Row extends object, K extends string, F extends string>({
  area,
  list,
  remove,
}: {
  area: KitArea<Row>;
  list: KitList<Row, K, F>;
  remove?: KitRemove<Row>;
}) {
  const shape = listShape(list.columns, list.filters);
  const url = useListUrl(shape);
  const rows = list.useRows(url.query);
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
  const add: ListAdd | null = area.paths.add
    ? { label: `Add ${area.noun}`, path: area.paths.add, access: area.access?.add ?? 'signedIn' }
    : null;
  const page = rows.data?.body;
  const narrowed = url.state.search.trim() !== '' || Object.keys(url.state.filters).length > 0;

  return (
    <Page
      title={area.plural}
      actions={
        // The page header's action row wraps them on a phone (ui/components/pageHeader.css.ts).
        <>
          {list.toolbar}
          {list.refresh ? (
            <Button
              tone="secondary"
              icon={<ReloadIcon aria-hidden="true" />}
              onClick={() => void rows.refetch()}
            >
              Refresh
            </Button>
          ) : null}
          {add ? (
            <PermissionGate access={add.access}>
              <AddLink add={add} />
            </PermissionGate>
          ) : null}
        </>
      }
    >
      <Card>
        <div style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
          <FilterBar url={url} filters={list.filters ?? []} searchLabel={list.searchLabel} />
        </div>
        {!page ? (
          <ListSkeleton label={area.plural} />
        ) : page.total === 0 ? null : (
          <DataGrid
            label={area.plural}
            columns={gridColumns(area, list.columns, actions)}
            rows={page.items}
            getKey={area.idOf}
            total={page.total}
            capped={page.capped}
            page={url.state.page}
            pageSize={url.query.pageSize}
            maxPageButtons={list.pageButtons ?? PAGE_BUTTONS}
            onPageChange={(n) => url.change({ page: n })}
            sort={url.state.sort}
            onSortChange={(sort) => url.change({ sort: knownSort(sort, shape.sortKeys) })}
            loading={rows.isFetching}
          />
        )}
      </Card>
      {page?.total === 0 ? (
        <EmptyList
          text={list.emptyText}
          narrowed={narrowed}
          add={add}
          onClear={() => url.change(clearNarrowing(url.state))}
        />
      ) : null}
      {deleting && remove ? (
        <KitRemoveDialog
          noun={area.noun}
          row={deleting}
          remove={remove}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) void rows.refetch();
          }}
        />
      ) : null}
    </Page>
  );
}
