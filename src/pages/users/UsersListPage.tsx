import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { UserRow } from '#contract/users';
import { Button, type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame, useListState } from '../../components/ListFrame';
import { usePermission } from '../../components/permissions';
import { userPaths, usersKey } from './paths';
import { UserDeleteDialog, useOwnUserId } from './UserDeleteDialog';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** /companies/{companyId}/users: the server pages, searches and sorts the company's users. */
export default function UsersListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const paths = userPaths(companyId);
  const canEdit = usePermission('company_users_edit');
  const ownUserId = useOwnUserId();
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const state = useListState();
  const query = tsr.users.list.useQuery({
    queryKey: [...usersKey(companyId), 'list', state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });

  const columns: GridColumn<UserRow>[] = [
    {
      header: 'Actions',
      render: (user) => (
        <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Link href={paths.view(user.userId)} aria-label={`View ${user.email}`}>
            View
          </Link>
          {canEdit ? (
            <>
              <Link href={paths.edit(user.userId)} aria-label={`Edit ${user.email}`}>
                Edit
              </Link>
              <Button
                size="sm"
                tone="ghost"
                aria-label={`Delete ${user.email}`}
                onClick={() => setDeleting(user)}
              >
                Delete
              </Button>
            </>
          ) : null}
        </span>
      ),
    },
    { header: 'Full Name', render: (user) => user.fullName },
    { header: 'Email', render: (user) => user.email },
    { header: 'Role Title', render: (user) => user.roleTitle },
    { header: 'Is Active', render: (user) => (user.isActive ? 'Yes' : 'No') },
    { header: 'Last Login', render: (user) => when(user.lastLogin) },
    { header: 'Created', render: (user) => when(user.created) },
  ];

  return (
    <Page title="Users">
      <ListFrame
        config={{
          label: 'Users',
          columns,
          getKey: (user) => user.userId,
          add: { label: 'Add User', path: paths.add, permission: 'company_users_edit' },
        }}
        state={state}
        data={query.data?.body}
        loading={query.isFetching}
      />
      {deleting ? (
        <UserDeleteDialog
          key={deleting.userId}
          companyId={companyId}
          user={deleting}
          ownUserId={ownUserId}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
