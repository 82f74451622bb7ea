import { DownloadIcon, UploadIcon } from '@radix-ui/react-icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MSG } from '#contract/messages';
import { INVITATION_TEXT, type USER_SORTS, UserListQuery, type UserRow } from '#contract/users';
import { Button } from '#ui';
import { YesNo } from '../../../ui/shell';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import type { KitArea, KitList, KitRemove } from '../../kit/types';
import { notifyFailure } from '../../notify/store';
import { downloadTemplate } from './bulk/bulk-api';
import { userPaths, usersKey } from './paths';
import { ResendInvitation } from './ResendInvitation';

type UserSort = (typeof USER_SORTS)[number];

/** The company's users (spec section 2); a row's accessible name is its email. */
export const usersArea = (companyId: string): KitArea<UserRow> => ({
  noun: 'User',
  plural: 'Users',
  paths: userPaths(companyId),
  idOf: (user) => user.userId,
  nameOf: (user) => user.email,
  access: { edit: 'users.update', add: 'users.create', remove: 'users.remove' },
  cacheKey: usersKey(companyId),
  afterSave: 'list',
});

/** Spec section 7: the bulk template and upload, for those who may call them. */
function BulkActions({ companyId }: { companyId: string }) {
  return (
    <>
      <PermissionGate access="bulkUsers.excelTemplate">
        <Button
          tone="secondary"
          icon={<DownloadIcon aria-hidden="true" />}
          onClick={() => downloadTemplate(companyId).catch((e: unknown) => notifyFailure(e))}
        >
          Download template
        </Button>
      </PermissionGate>
      <PermissionGate access="bulkUsers.excelUpload">
        <Button asChild tone="secondary" icon={<UploadIcon aria-hidden="true" />}>
          <Link href={userPaths(companyId).bulkInsert}>Upload spreadsheet</Link>
        </Button>
      </PermissionGate>
    </>
  );
}

/** Last Login and Created in the user's dateTimeFormat (dd/MM/yyyy HH:mm by default). */
export const usersList = (companyId: string): KitList<UserRow, UserSort, never> => ({
  columns: [
    { key: 'name', header: 'Full Name', sortable: true, link: true, cell: (u) => u.fullName },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'role', header: 'Role Title', sortable: true, cell: (u) => u.roleTitle },
    {
      key: 'active',
      header: 'Is Active',
      sortable: true,
      cell: (u) => <YesNo value={u.isActive} />,
    },
    {
      key: 'invitation',
      header: INVITATION_TEXT.column,
      cell: (u) => INVITATION_TEXT.state[u.invitation],
    },
    {
      key: 'lastLogin',
      header: 'Last Login',
      sortable: true,
      cell: (u) => <DateTimeCell value={u.lastLogin} />,
    },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      priority: 'low',
      cell: (u) => <DateTimeCell value={u.created} />,
    },
  ],
  actions: [
    {
      label: INVITATION_TEXT.resend,
      access: 'users.resendInvitation',
      render: (user) => <ResendInvitation companyId={companyId} user={user} />,
    },
  ],
  useRows: (query) =>
    tsr.users.list.useQuery({
      queryKey: [...usersKey(companyId), 'list', query],
      queryData: { params: { companyId }, query: contractQuery(UserListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No users yet.',
  toolbar: <BulkActions companyId={companyId} />,
  // Invitations go out and other admins add users meanwhile.
  refresh: true,
});

/**
 * From the list or the user's view page. The server refuses deleting oneself or the host admin;
 * the dialog shows its reason.
 */
export const userRemove = (
  companyId: string,
): KitRemove<Pick<UserRow, 'userId' | 'fullName' | 'email'>> => ({
  prompt: (user) => `Are you sure you want to delete '${user.fullName || user.email}'?`,
  run: (user) =>
    expectStatus(api.users.remove({ params: { companyId, userId: user.userId } }), 200),
  done: MSG.userDeleted,
});
