import { keepPreviousData } from '@tanstack/react-query';
import { useParams } from 'wouter';
import type { CUSTOMER_SORTS, CustomerRow } from '#contract/customers';
import { type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame } from '../../components/ListFrame';
import { useListState } from '../../components/list-state';
import { RecordLink } from '../../kit/RecordLink';
import { customerPaths, customerRecordId } from '../customers/paths';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey } from './paths';

/** /applications/:applicationId/companies/:companyId/users: the customers linked to it. */
export function CompanyUsersPage() {
  const { applicationId = '', companyId = '' } = useParams<{
    applicationId: string;
    companyId: string;
  }>();
  const state = useListState<(typeof CUSTOMER_SORTS)[number]>();
  const params = { applicationId, linkedCompanyId: companyId };
  const company = tsr.linkedCompanies.get.useQuery({
    queryKey: [...linkedKey(applicationId), 'company', companyId],
    queryData: { params },
  });
  const users = tsr.linkedCompanies.users.useQuery({
    queryKey: [...linkedKey(applicationId), 'users', companyId, state.query],
    queryData: { params, query: state.query },
    placeholderData: keepPreviousData,
  });
  const paths = customerPaths(applicationId);
  const columns: GridColumn<CustomerRow>[] = [
    {
      header: 'Name',
      sortKey: 'name',
      render: (c) => (
        <RecordLink href={paths.view(customerRecordId(c))}>
          {`${c.lastName}, ${c.firstName}`}
        </RecordLink>
      ),
    },
    { header: 'Email', sortKey: 'email', render: (c) => c.email },
    { header: 'Phone', render: (c) => c.phone },
    { header: 'Membership', render: (c) => c.membershipLevel },
  ];
  return (
    <Page title={`Users of ${company.data?.body.name ?? 'the company'}`}>
      <CompanyTabs applicationId={applicationId} companyId={companyId} />
      <ListFrame
        config={{ label: 'Users', columns, getKey: (c) => c.customerId }}
        state={state}
        data={users.data?.body}
        loading={users.isFetching}
      />
    </Page>
  );
}
