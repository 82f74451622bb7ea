import { keepPreviousData } from '@tanstack/react-query';
import type { CREDIT_SORTS, CreditAccount } from '#contract/linked-companies';
import { tsr } from '../../api/tsr';
import { KitListPage } from '../../kit/KitListPage';
import { RecordLink } from '../../kit/RecordLink';
import type { KitList, KitListArea } from '../../kit/types';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

const accountsArea = (applicationId: string, companyId: string): KitListArea<CreditAccount> => {
  const paths = linkedPaths(applicationId);
  return {
    noun: 'credit account',
    plural: 'Credit accounts',
    paths: {
      list: paths.credit(companyId),
      add: paths.creditAdd(companyId),
      view: (creditId) => paths.account(companyId, creditId),
    },
    idOf: (a) => a.creditId,
    nameOf: (a) => `${a.currency} account`,
    access: { add: 'linkedCompanies.creditCreate' },
  };
};

const accountsList = (
  applicationId: string,
  companyId: string,
): KitList<CreditAccount, (typeof CREDIT_SORTS)[number], never> => ({
  columns: [
    {
      key: 'currency',
      header: 'Currency',
      sortable: true,
      link: true,
      cell: (a) => `${a.currency} account`,
    },
    { key: 'limit', header: 'Limit' },
    { key: 'available', header: 'Available' },
    { key: 'used', header: 'Used' },
    {
      key: 'usage',
      header: 'Usage',
      cell: (a) => (
        <RecordLink href={linkedPaths(applicationId).usage(companyId, a.creditId)}>
          {`${a.currency} usage ledger`}
        </RecordLink>
      ),
    },
  ],
  useRows: (query) =>
    tsr.linkedCompanies.creditList.useQuery({
      queryKey: [...linkedKey(applicationId), 'credit', companyId, query],
      queryData: { params: { applicationId, linkedCompanyId: companyId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No credit accounts yet: open one for each currency the company books in.',
});

/** /applications/:applicationId/companies/:companyId/credit: its accounts, one per currency. */
export function CreditListPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  return (
    <KitListPage
      area={accountsArea(applicationId, companyId)}
      list={accountsList(applicationId, companyId)}
      title={name ? `Credit of ${name}` : 'Credit'}
      above={<CompanyTabs applicationId={applicationId} companyId={companyId} />}
    />
  );
}
