import { keepPreviousData } from '@tanstack/react-query';
import type { CREDIT_SORTS, CreditAccount } from '#contract/linked-companies';
import { type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame } from '../../components/ListFrame';
import { useListState } from '../../components/list-state';
import { RecordLink } from '../../kit/RecordLink';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/** /applications/:applicationId/companies/:companyId/credit: its accounts, one per currency. */
export function CreditListPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const paths = linkedPaths(applicationId);
  const state = useListState<(typeof CREDIT_SORTS)[number]>();
  const accounts = tsr.linkedCompanies.creditList.useQuery({
    queryKey: [...linkedKey(applicationId), 'credit', companyId, state.query],
    queryData: { params: { applicationId, linkedCompanyId: companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn<CreditAccount>[] = [
    {
      header: 'Currency',
      sortKey: 'currency',
      render: (a) => (
        <RecordLink
          href={paths.account(companyId, a.creditId)}
        >{`${a.currency} account`}</RecordLink>
      ),
    },
    { header: 'Limit', render: (a) => a.limit },
    { header: 'Available', render: (a) => a.available },
    { header: 'Used', render: (a) => a.used },
    {
      header: 'Usage',
      render: (a) => (
        <RecordLink
          href={paths.usage(companyId, a.creditId)}
        >{`${a.currency} usage ledger`}</RecordLink>
      ),
    },
  ];
  return (
    <Page title={name ? `Credit of ${name}` : 'Credit'}>
      <CompanyTabs applicationId={applicationId} companyId={companyId} />
      <ListFrame
        config={{
          label: 'Credit accounts',
          columns,
          getKey: (a) => a.creditId,
          add: {
            label: 'Add credit account',
            path: paths.creditAdd(companyId),
            access: 'linkedCompanies.creditCreate',
          },
        }}
        state={state}
        data={accounts.data?.body}
        loading={accounts.isFetching}
      />
    </Page>
  );
}
