import { useState } from 'react';
import { Card, DataGrid, List, Pagination, Stack } from '#ui';

type Row = { id: number; name: string; region: string };
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Sample application ${i + 1}`,
  region: i % 2 ? 'Europe' : 'North America',
}));

/** A data grid with paging, an empty and a loading grid, pagination alone, a list. */
export function DataSection() {
  const [page, setPage] = useState(1);
  const columns = [
    { header: 'Name', render: (row: Row) => row.name },
    { header: 'Region', render: (row: Row) => row.region },
  ];
  return (
    <Card title="Data">
      <Stack>
        <DataGrid
          label="Sample grid"
          columns={columns}
          rows={ROWS.slice((page - 1) * 10, page * 10)}
          getKey={(row) => row.id}
          total={ROWS.length}
          page={page}
          pageSize={10}
          maxPageButtons={5}
          onPageChange={setPage}
        />
        <DataGrid
          label="Empty grid"
          columns={columns}
          rows={[]}
          getKey={(row) => row.id}
          total={0}
          page={1}
          pageSize={10}
          maxPageButtons={5}
          onPageChange={() => undefined}
          empty="Nothing to show yet."
        />
        <Pagination
          label="Sample pagination"
          page={3}
          pageSize={10}
          total={200}
          maxButtons={5}
          onPageChange={() => undefined}
        />
        <List
          label="Sample list"
          items={ROWS.slice(0, 3)}
          getKey={(r) => r.id}
          render={(r) => r.name}
        />
      </Stack>
    </Card>
  );
}
