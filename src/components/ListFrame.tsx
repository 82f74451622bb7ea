import { ReloadIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { APP_PAGE_BUTTONS, PAGE_BUTTONS } from '#contract/constants';
import type { Paged } from '#contract/paging';
import { Button, Card, DataGrid, type GridColumn, RowActions, TextField } from '#ui';
import * as styles from './frames.css';
import { AddLink, ListEmpty } from './ListEmpty';
import type { ListAdd, ListState } from './list-state';
import { PermissionGate } from './permissions';

export { APP_PAGE_BUTTONS };

/** What an area tells the shared list page about itself. */
export interface ListConfig<Row> {
  /** The grid's accessible name, e.g. "Roles". */
  label: string;
  columns: readonly GridColumn<Row>[];
  getKey: (row: Row) => number | string;
  add?: ListAdd;
  maxPageButtons?: number;
  /**
   * A row's actions (RowLink / RowButton from RowAction.tsx): shown compact in a first column
   * "Actions", so every area's rows look and behave alike.
   */
  rowActions?: (row: Row) => ReactNode;
}

/**
 * Search box on the left; on the right the area's own `actions`, Refresh when `onRefresh` is
 * given and the add action (primary, the one main action) for users allowed to add; then the
 * server-paged grid (sorted by headers with a sortKey), with a skeleton while the first page
 * loads and an empty state that offers the next step.
 */
export function ListFrame<Row>({
  config,
  state,
  data,
  loading,
  onRefresh,
  actions,
}: {
  config: ListConfig<Row>;
  state: ListState;
  data: Paged<Row> | undefined;
  loading: boolean;
  onRefresh?: () => void;
  actions?: ReactNode;
}) {
  const { rowActions } = config;
  const columns: readonly GridColumn<Row>[] = rowActions
    ? [
        { header: 'Actions', render: (row) => <RowActions>{rowActions(row)}</RowActions> },
        ...config.columns,
      ]
    : config.columns;
  return (
    <Card>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search"
          type="search"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
        <div className={styles.actions}>
          {actions}
          {onRefresh ? (
            <Button tone="secondary" icon={<ReloadIcon aria-hidden="true" />} onClick={onRefresh}>
              Refresh
            </Button>
          ) : null}
          {config.add ? (
            <PermissionGate access={config.add.access}>
              <AddLink add={config.add} />
            </PermissionGate>
          ) : null}
        </div>
      </div>
      <DataGrid
        label={config.label}
        columns={columns}
        rows={data?.items ?? []}
        getKey={config.getKey}
        total={data?.total ?? 0}
        capped={data?.capped}
        page={state.page}
        pageSize={state.query.pageSize}
        maxPageButtons={config.maxPageButtons ?? PAGE_BUTTONS}
        onPageChange={state.setPage}
        sort={state.sort}
        onSortChange={(sort) => state.setSort(sort)}
        loading={loading}
        empty={<ListEmpty label={config.label} state={state} add={config.add} />}
      />
    </Card>
  );
}
