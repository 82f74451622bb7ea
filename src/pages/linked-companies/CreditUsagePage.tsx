import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  LEDGER_KIND_LABELS,
  type LEDGER_SORTS,
  type LedgerEntry,
} from '#contract/linked-companies';
import { tsr } from '../../api/tsr';
import { DateTimeCell } from '../../kit/cells';
import { KitListPage } from '../../kit/KitListPage';
import type { KitList, KitListArea } from '../../kit/types';
import { OrderReference } from '../customers/OrderReference';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

// Entries have no page of their own: the ledger is append-only and read here.
const ENTRIES: KitListArea<LedgerEntry> = {
  noun: 'entry',
  plural: 'Usage ledger',
  idOf: (e) => e.entryId,
  nameOf: (e) => e.reference,
};

const ledgerList = (
  applicationId: string,
  companyId: string,
  creditId: string,
): KitList<LedgerEntry, (typeof LEDGER_SORTS)[number], never> => ({
  columns: [
    { key: 'at', header: 'Date', sortable: true, cell: (e) => <DateTimeCell value={e.at} /> },
    { key: 'kind', header: 'Kind', cell: (e) => LEDGER_KIND_LABELS[e.kind] },
    // The ledger's rows carry no currency: the account's, named in the page's tabs.
    { key: 'amount', header: 'Amount', kind: 'number' },
    {
      key: 'order',
      header: 'Order',
      cell: (e) =>
        e.order ? <OrderReference applicationId={applicationId} order={e.order} /> : '',
    },
    { key: 'reason', header: 'Reason' },
    { key: 'reference', header: 'Reference' },
    { key: 'who', header: 'By', cell: (e) => e.who ?? 'Booking site' },
  ],
  useRows: (query) =>
    tsr.linkedCompanies.creditUsage.useQuery({
      queryKey: [...linkedKey(applicationId), 'usage', creditId, query],
      queryData: { params: { applicationId, linkedCompanyId: companyId, creditId }, query },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search reason or reference',
  emptyText: 'No entries in this ledger yet.',
  ownerList: linkedPaths(applicationId).credit(companyId),
  toolbar: (
    <Link href={linkedPaths(applicationId).account(companyId, creditId)}>Back to account</Link>
  ),
});

/**
 * /…/credit/:creditId/usage: the account's append-only ledger, newest first — the opening
 * limit, top-ups and adjustments with their reasons, orders that used credit and refunds.
 */
export function CreditUsagePage() {
  const { applicationId, companyId, creditId, name } = useCompanyPage();
  return (
    <KitListPage
      area={ENTRIES}
      list={ledgerList(applicationId, companyId, creditId)}
      title={name ? `Usage ledger of ${name}` : 'Usage ledger'}
      above={<CompanyTabs applicationId={applicationId} companyId={companyId} />}
    />
  );
}
