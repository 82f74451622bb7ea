import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { AUDIT_TEXT, type AuditEntry, type AuditQuery } from '#contract/audit';
import { PAGE_BUTTONS, PAGE_SIZE } from '#contract/constants';
import { Card, DataGrid, type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { actorOf, areaLabel, ChangeList, whenOf } from '../../components/HistoryPanelChanges';
import { AuditFilters, type Filters, NO_FILTERS } from './AuditFilters';

const COLUMNS: GridColumn<AuditEntry>[] = [
  { header: 'When', render: whenOf },
  { header: 'User', render: actorOf },
  { header: 'Area', render: areaLabel },
  { header: 'Record', render: (e) => e.label ?? `#${e.recordId}` },
  { header: 'Action', render: (e) => AUDIT_TEXT.actions[e.action] },
  { header: 'Changes', render: (e) => <ChangeList entry={e} /> },
];

/** Only the filters set, in the contract's terms. */
function queryOf(filters: Filters, page: number): Partial<AuditQuery> {
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(filters.actorId ? { actorId: Number(filters.actorId) } : {}),
    ...(filters.area ? { area: filters.area } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** /companies/{companyId}/audit: the company's changes, newest first, server-paged. */
export default function AuditPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = queryOf(filters, page);
  const list = tsr.audit.list.useQuery({
    queryKey: ['audit', companyId, query],
    queryData: { params: { companyId }, query },
    placeholderData: keepPreviousData,
  });
  return (
    <Page title={AUDIT_TEXT.title}>
      <Card>
        <AuditFilters
          companyId={companyId}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <DataGrid
          label={AUDIT_TEXT.title}
          columns={COLUMNS}
          rows={list.data?.body.items ?? []}
          getKey={(e) => e.id}
          total={list.data?.body.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          maxPageButtons={PAGE_BUTTONS}
          onPageChange={setPage}
          loading={list.isFetching}
          empty={AUDIT_TEXT.empty}
        />
      </Card>
    </Page>
  );
}
