import { keepPreviousData } from '@tanstack/react-query';
import type { USER_SORTS, UserRow } from '#contract/users';
import type { GridColumn } from '#ui';
import { tsr } from '../../../api/tsr';
import { ListFrame } from '../../../components/ListFrame';
import { useListState } from '../../../components/list-state';
import { DateTimeCell } from '../../../kit/cells';
import { RecordLink } from '../../../kit/RecordLink';
import { CRM_KEY, crmPaths } from '../crm-paths';

/** The company's users on its view page: searchable and paged, each name opening the user. */
export function CompanyUsersPanel({ companyId }: { companyId: string }) {
  const paths = crmPaths.users(companyId);
  const state = useListState<(typeof USER_SORTS)[number]>();
  const users = tsr.adminCrm.listUsers.useQuery({
    queryKey: [...CRM_KEY, 'users', companyId, state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn<UserRow>[] = [
    {
      header: 'Full Name',
      sortKey: 'name',
      render: (u) => <RecordLink href={paths.view(u.userId)}>{u.fullName || u.email}</RecordLink>,
    },
    { header: 'Email', sortKey: 'email', render: (u) => u.email },
    { header: 'Role Title', render: (u) => u.roleTitle },
    { header: 'Is Active', render: (u) => (u.isActive ? 'Yes' : 'No') },
    { header: 'Created', sortKey: 'created', render: (u) => <DateTimeCell value={u.created} /> },
  ];
  return (
    <ListFrame
      config={{
        label: 'Users',
        columns,
        getKey: (u) => u.userId,
        add: { label: 'Add User', path: paths.add, access: 'signedIn' },
      }}
      state={state}
      data={users.data?.body}
      loading={users.isFetching}
    />
  );
}
