import { useState } from 'react';
import { Link } from 'wouter';
import { APP_PAGE_BUTTONS, PAGE_BUTTONS, PAGE_SIZE } from '#contract/constants';
import type { Paged } from '#contract/paging';
import { Card, DataGrid, type GridColumn, TextField } from '#ui';
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

/** Page and search of a server-paged list; a new search starts again at page 1. */
export function useListState(pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const trimmed = search.trim();
  return {
    page,
    search,
    setPage,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    query: { page, pageSize, ...(trimmed ? { search: trimmed } : {}) },
  };
}
export type ListState = ReturnType<typeof useListState>;

/** Search box, the add action for users allowed to add, and the server-paged grid. */
export function ListFrame<Row>({
  config,
  state,
  data,
  loading,
}: {
  config: ListConfig<Row>;
  state: ListState;
  data: Paged<Row> | undefined;
  loading: boolean;
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
        loading={loading}
      />
    </Card>
  );
}
