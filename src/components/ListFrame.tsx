import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { APP_PAGE_BUTTONS, PAGE_BUTTONS, PAGE_SIZE } from '#contract/constants';
import type { Paged } from '#contract/paging';
import { Button, Card, DataGrid, type GridColumn, TextField } from '#ui';
import { PermissionGate } from './permissions';

export { APP_PAGE_BUTTONS };

/** What an area tells the shared list page about itself. */
export interface ListConfig<Row> {
  /** The grid's accessible name, e.g. "Roles". */
  label: string;
  columns: readonly GridColumn<Row>[];
  getKey: (row: Row) => number | string;
  add?: { label: string; path: string; permission: string };
  maxPageButtons?: number;
}

/** A list's sort value in the contract's terms: `key` ascending, `-key` descending. */
type Sort<K extends string> = K | `-${K}`;

/** Page, search and sort of a server-paged list, as the list endpoint's query. */
export interface ListState<K extends string = string> {
  page: number;
  search: string;
  sort: Sort<K> | undefined;
  setPage(page: number): void;
  setSearch(text: string): void;
  // A method, so that a list with its own sort keys still fits where any list is taken.
  setSort(sort: Sort<K> | undefined): void;
  query: { page: number; pageSize: number; search?: string; sort?: Sort<K> };
}

/** A new search or sort starts again at page 1. `K`: the sort keys of the list's contract. */
export function useListState<K extends string = never>(pageSize = PAGE_SIZE): ListState<K> {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [sort, setSortValue] = useState<Sort<K> | undefined>(undefined);
  const trimmed = search.trim();
  return {
    page,
    search,
    sort,
    setPage,
    setSearch: (text) => {
      setSearchText(text);
      setPage(1);
    },
    setSort: (next) => {
      setSortValue(next);
      setPage(1);
    },
    query: { page, pageSize, ...(trimmed ? { search: trimmed } : {}), ...(sort ? { sort } : {}) },
  };
}

/**
 * Search box, the add action for users allowed to add, a Refresh button when `onRefresh` is
 * given, the area's own `actions`, and the server-paged grid (sorted by headers with a sortKey).
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
  return (
    <Card>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField
          label="Search"
          type="search"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
        {config.add ? (
          <PermissionGate permission={config.add.permission}>
            <Link href={config.add.path}>{config.add.label}</Link>
          </PermissionGate>
        ) : null}
        {onRefresh ? (
          <Button tone="secondary" onClick={onRefresh}>
            Refresh
          </Button>
        ) : null}
        {actions}
      </div>
      <DataGrid
        label={config.label}
        columns={config.columns}
        rows={data?.items ?? []}
        getKey={config.getKey}
        total={data?.total ?? 0}
        page={state.page}
        pageSize={state.query.pageSize}
        maxPageButtons={config.maxPageButtons ?? PAGE_BUTTONS}
        onPageChange={state.setPage}
        sort={state.sort}
        onSortChange={(sort) => state.setSort(sort)}
        loading={loading}
      />
    </Card>
  );
}
