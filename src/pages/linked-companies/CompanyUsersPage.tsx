import { keepPreviousData } from '@tanstack/react-query';
import type { CUSTOMER_SORTS, CustomerRow } from '#contract/customers';
import { tsr } from '../../api/tsr';
import { KitListPage } from '../../kit/KitListPage';
import type { KitList } from '../../kit/types';
import { customersArea } from '../customers/customers-area';
import { CompanyTabs } from './CompanyTabs';
import { linkedKey } from './paths';
import { useCompanyPage } from './use-company';

const usersList = (
  applicationId: string,
  companyId: string,
): KitList<CustomerRow, (typeof CUSTOMER_SORTS)[number], never> => ({
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      link: true,
      cell: (c) => `${c.lastName}, ${c.firstName}`,
    },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'phone', header: 'Phone' },
    { key: 'membershipLevel', header: 'Membership' },
  ],
  useRows: (query) =>
    tsr.linkedCompanies.users.useQuery({
      queryKey: [...linkedKey(applicationId), 'users', companyId, query],
      queryData: { params: { applicationId, linkedCompanyId: companyId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No customers belong to this company yet: choose it as the company on their page.',
});

/** /applications/:applicationId/companies/:companyId/users: the customers linked to it. */
export function CompanyUsersPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const customers = customersArea(applicationId);
  // The application's customers, without their Add: a customer added here would not be linked.
  const { add: _notHere, ...paths } = customers.paths;
  return (
    <KitListPage
      area={{ ...customers, plural: 'Users', paths }}
      list={usersList(applicationId, companyId)}
      title={`Users of ${name || 'the company'}`}
      above={<CompanyTabs applicationId={applicationId} companyId={companyId} />}
    />
  );
}
