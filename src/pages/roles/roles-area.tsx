import { keepPreviousData } from '@tanstack/react-query';
import { MSG } from '#contract/messages';
import {
  type ROLE_SORTS,
  type Role,
  type RoleBody,
  RoleListQuery,
  type RoleRow,
} from '#contract/roles';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { notifications } from '../../notify/store';
import { rolePaths, rolesKey } from './paths';
import { RoleDeleteDialog } from './RoleDeleteDialog';
import { roleForm } from './role-form';

type RoleSort = (typeof ROLE_SORTS)[number];

/** The company's security roles (spec section 2); a save lands on the list, as the spec says. */
export const rolesArea = (companyId: string): KitArea<RoleRow> => ({
  noun: 'Role',
  plural: 'Roles',
  paths: rolePaths(companyId),
  idOf: (role) => role.roleId,
  nameOf: (role) => role.roleName,
  access: { edit: 'roles.update', add: 'roles.create', remove: 'roles.remove' },
  cacheKey: rolesKey(companyId),
  afterSave: 'list',
});

const isSystem = (role: { roleType: string }) => role.roleType === 'System';

export function rolesList(
  companyId: string,
  navigate: (path: string) => void,
): KitList<RoleRow, RoleSort, never> {
  return {
    columns: [
      { key: 'name', header: 'Role', sortable: true, link: true, cell: (r) => r.roleName },
      { key: 'roleDescription', header: 'Description' },
      { key: 'type', header: 'Type', sortable: true, cell: (r) => r.roleType },
    ],
    standard: ['view'],
    actions: [
      {
        // A button, not a link: a system role's Edit says why it cannot be edited instead.
        label: 'Edit',
        access: 'roles.update',
        run: (role) =>
          isSystem(role)
            ? notifications.notify('error', MSG.systemRoleUpdate)
            : navigate(rolePaths(companyId).edit(role.roleId)),
      },
    ],
    useRows: (query) =>
      tsr.roles.list.useQuery({
        queryKey: [...rolesKey(companyId), 'list', query],
        queryData: { params: { companyId }, query: contractQuery(RoleListQuery, query) },
        placeholderData: keepPreviousData,
      }),
    emptyText: 'No roles yet.',
  };
}

/** Deleting asks for a replacement role when users hold it (machines/role-delete.machine.ts). */
export const roleRemove = (companyId: string): KitRemove<RoleRow> => ({
  dialog: (role, onClose) => (
    <RoleDeleteDialog
      key={role.roleId}
      companyId={companyId}
      role={role}
      onClose={() => onClose(false)}
    />
  ),
});

export const roleRecord = (companyId: string): KitRecord<Role, RoleBody, RoleBody> => ({
  nameOf: (role) => role.roleName,
  useRecord: (roleId) =>
    tsr.roles.get.useQuery({
      queryKey: [...rolesKey(companyId), 'role', roleId],
      queryData: { params: { companyId, roleId } },
    }),
  toForm: (role) => ({
    roleName: role.roleName,
    roleDescription: role.roleDescription,
    selectedPermissionIds: role.selectedPermissionIds,
  }),
  form: roleForm(true),
  update: (roleId, body, version) =>
    expectStatus(
      api.roles.update({ params: { companyId, roleId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (role) => role.version,
  updated: MSG.roleUpdated,
  locked: (role) => (isSystem(role) ? MSG.systemRoleUpdate : null),
});

export const roleAdd = (companyId: string): KitAdd<RoleBody, RoleBody> => ({
  useInitial: () => ({ roleName: '', roleDescription: '', selectedPermissionIds: [] }),
  form: roleForm(false),
  create: async (body) =>
    (await expectStatus(api.roles.create({ params: { companyId }, body }), 201)).roleId,
  added: MSG.roleAdded,
});
