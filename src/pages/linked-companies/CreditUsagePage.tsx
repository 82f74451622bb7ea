import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  LEDGER_KIND_LABELS,
  type LEDGER_SORTS,
  type LedgerEntry,
} from '#contract/linked-companies';
import { type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame } from '../../components/ListFrame';
import { useListState } from '../../components/list-state';
import { DateTimeCell } from '../../kit/cells';
import { OrderReference } from '../customers/OrderReference';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/**
 * /…/credit/:creditId/usage: the account's append-only ledger, newest first — the opening
 * limit, top-ups and adjustments with their reasons, orders that used credit and refunds.
 */
export function CreditUsagePage() {
  const { applicationId, companyId, creditId, name } = useCompanyPage();
  const state = useListState<(typeof LEDGER_SORTS)[number]>();
  const entries = tsr.linkedCompanies.creditUsage.useQuery({
    queryKey: [...linkedKey(applicationId), 'usage', creditId, state.query],
    queryData: {
      params: { applicationId, linkedCompanyId: companyId, creditId },
      query: state.query,
    },
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn<LedgerEntry>[] = [
    { header: 'Date', sortKey: 'at', render: (e) => <DateTimeCell value={e.at} /> },
    { header: 'Kind', render: (e) => LEDGER_KIND_LABELS[e.kind] },
    { header: 'Amount', render: (e) => e.amount },
    {
      header: 'Order',
      render: (e) =>
        e.order ? <OrderReference applicationId={applicationId} order={e.order} /> : '',
    },
    { header: 'Reason', render: (e) => e.reason },
    { header: 'Reference', render: (e) => e.reference },
    { header: 'By', render: (e) => e.who ?? 'Booking site' },
  ];
  return (
    <Page
      title={name ? `Usage ledger of ${name}` : 'Usage ledger'}
      actions={
        <Link href={linkedPaths(applicationId).account(companyId, creditId)}>Back to account</Link>
      }
    >
      <CompanyTabs applicationId={applicationId} companyId={companyId} />
      <ListFrame
        config={{ label: 'Usage ledger', columns, getKey: (e) => e.entryId }}
        state={state}
        data={entries.data?.body}
        loading={entries.isFetching}
      />
    </Page>
  );
}
