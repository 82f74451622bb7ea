import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import type { CrmUser } from '#contract/admin-crm';
import type { UserBody, UserFields, UserRow } from '#contract/users';
import { api } from '../../../api/client';
import { tsr } from '../../../api/tsr';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { expectStatus } from '../../../kit/calls';
import { DateTimeCell } from '../../../kit/cells';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../../kit/types';
import { EMPTY_USER, toBody } from '../../users/user-body';
import { useCrmCompany } from '../crm-company';
import { CRM_KEY, crmPaths } from '../crm-paths';
import { CrmUserForm } from './CrmUserForm';

/**
 * A company's users in the CRM: the page configuration of their list (a panel of the company's
 * view page), view, edit and add pages, with the company-side user form.
 */
export const crmUsersArea = (companyId: string): KitArea<UserRow> => ({
  noun: 'User',
  plural: 'Users',
  paths: crmPaths.users(companyId),
  idOf: (row) => row.userId,
  nameOf: (row) => row.fullName,
  cacheKey: CRM_KEY,
});

export const crmUsersList = (
  companyId: string,
): KitList<UserRow, 'name' | 'email' | 'created', never> => ({
  columns: [
    {
      key: 'name',
      header: 'Full Name',
      sortable: true,
      link: true,
      cell: (u) => u.fullName || u.email,
    },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'roleTitle', header: 'Role Title' },
    { key: 'isActive', header: 'Is Active' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (u) => <DateTimeCell value={u.created} />,
    },
  ],
  useRows: (query) =>
    tsr.adminCrm.listUsers.useQuery({
      queryKey: [...CRM_KEY, 'users', companyId, query],
      queryData: { params: { companyId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No users in this company yet.',
});

export const crmUserRecord = (
  companyId: string,
): KitRecord<z.infer<typeof CrmUser>, UserBody, UserFields> => ({
  nameOf: (row) => row.fullName,
  useRecord: (userId) =>
    tsr.adminCrm.getUser.useQuery({
      queryKey: [...CRM_KEY, 'user', companyId, userId],
      queryData: { params: { companyId, userId } },
    }),
  toForm: toBody,
  form: (props, user) => (
    <CrmUserForm
      {...props}
      companyId={companyId}
      editing
      accountLocked={user.accountEditable === false}
    />
  ),
  update: (userId, body, version) =>
    expectStatus(
      api.adminCrm.updateUser({ params: { companyId, userId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (user) => user.version,
  updated: 'Successfully updated user',
  history: (user) => (
    <HistoryPanel crm="users" companyId={companyId} recordId={String(user.userId)} />
  ),
});

export const crmUserAdd = (companyId: string): KitAdd<UserBody, UserFields> => ({
  useInitial: () => EMPTY_USER,
  useOwnerMissing: () => useCrmCompany(companyId).isError,
  form: (props) => (
    <CrmUserForm {...props} companyId={companyId} editing={false} accountLocked={false} />
  ),
  create: async (body) =>
    (await expectStatus(api.adminCrm.createUser({ params: { companyId }, body }), 201)).userId,
  added: 'Successfully added new user',
});
