import { DownloadIcon, UploadIcon } from '@radix-ui/react-icons';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { INVITATION_TEXT, type USER_SORTS, type UserRow } from '#contract/users';
import { Button, type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame, useListState } from '../../components/ListFrame';
import { PermissionGate, usePermission } from '../../components/permissions';
import { ROW_ICONS, RowButton, RowLink } from '../../components/RowAction';
import { useDateFormat } from '../../dates/use-date-format';
import { notifyFailure } from '../../notify/store';
import { downloadTemplate } from './bulk/bulk-api';
import { userPaths, usersKey } from './paths';
import { ResendInvitation } from './ResendInvitation';
import { UserDeleteDialog, useOwnUserId } from './UserDeleteDialog';

type UserSort = (typeof USER_SORTS)[number];

// Checks each header's key against the contract's sort keys.
const sortBy = (key: UserSort) => key;

/** /companies/{companyId}/users: the server pages, searches and sorts the company's users. */
export default function UsersListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const paths = userPaths(companyId);
  const canEdit = usePermission('company_users_edit');
  const ownUserId = useOwnUserId();
  // Last Login and Created in the user's dateTimeFormat (dd/MM/yyyy HH:mm by default).
  const { dateTime: when } = useDateFormat();
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const state = useListState<UserSort>();
  const query = tsr.users.list.useQuery({
    queryKey: [...usersKey(companyId), 'list', state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });

  const rowActions = (user: UserRow) => (
    <>
      <RowLink href={paths.view(user.userId)} label={`View ${user.email}`} icon={ROW_ICONS.view} />
      {canEdit ? (
        <>
          <RowLink
            href={paths.edit(user.userId)}
            label={`Edit ${user.email}`}
            icon={ROW_ICONS.edit}
          />
          <RowButton
            danger
            label={`Delete ${user.email}`}
            icon={ROW_ICONS.delete}
            onClick={() => setDeleting(user)}
          />
          <ResendInvitation companyId={companyId} user={user} />
        </>
      ) : null}
    </>
  );
  const columns: GridColumn<UserRow>[] = [
    { header: 'Full Name', sortKey: sortBy('name'), render: (user) => user.fullName },
    { header: 'Email', sortKey: sortBy('email'), render: (user) => user.email },
    { header: 'Role Title', sortKey: sortBy('role'), render: (user) => user.roleTitle },
    {
      header: 'Is Active',
      sortKey: sortBy('active'),
      render: (user) => (user.isActive ? 'Yes' : 'No'),
    },
    { header: INVITATION_TEXT.column, render: (user) => INVITATION_TEXT.state[user.invitation] },
    { header: 'Last Login', sortKey: sortBy('lastLogin'), render: (user) => when(user.lastLogin) },
    { header: 'Created', sortKey: sortBy('created'), render: (user) => when(user.created) },
  ];

  return (
    <Page title="Users">
      <ListFrame
        config={{
          label: 'Users',
          columns,
          getKey: (user) => user.userId,
          rowActions,
          add: { label: 'Add User', path: paths.add, permission: 'company_users_edit' },
        }}
        state={state}
        data={query.data?.body}
        loading={query.isFetching}
        onRefresh={() => void query.refetch()}
        actions={
          // Spec section 7: the bulk template and upload need company_users_edit.
          <PermissionGate permission="company_users_edit">
            <Button
              tone="secondary"
              icon={<DownloadIcon aria-hidden="true" />}
              onClick={() => downloadTemplate(companyId).catch((e: unknown) => notifyFailure(e))}
            >
              Download template
            </Button>
            <Button asChild tone="secondary" icon={<UploadIcon aria-hidden="true" />}>
              <Link href={paths.bulkInsert}>Upload spreadsheet</Link>
            </Button>
          </PermissionGate>
        }
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
