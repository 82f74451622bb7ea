import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { MSG } from '#contract/messages';
import type { RoleRow } from '#contract/roles';
import { type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame, useListState } from '../../components/ListFrame';
import { usePermission } from '../../components/permissions';
import { ROW_ICONS, RowButton, RowLink } from '../../components/RowAction';
import { notifications } from '../../notify/store';
import { rolePaths, rolesKey } from './paths';
import { RoleDeleteDialog } from './RoleDeleteDialog';

/** /companies/{companyId}/roles: searchable, server-paged grid of the company's roles. */
export default function RolesListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const paths = rolePaths(companyId);
  const [, navigate] = useLocation();
  const canEdit = usePermission('company_roles_edit');
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const state = useListState();
  const query = tsr.roles.list.useQuery({
    queryKey: [...rolesKey(companyId), 'list', state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });

  const edit = (role: RoleRow) =>
    role.roleType === 'System'
      ? notifications.notify('error', MSG.systemRoleUpdate)
      : navigate(paths.edit(role.roleId));
  const rowActions = (role: RoleRow) => (
    <>
      <RowLink
        href={paths.view(role.roleId)}
        label={`View ${role.roleName}`}
        icon={ROW_ICONS.view}
      />
      {canEdit ? (
        <>
          <RowButton
            label={`Edit ${role.roleName}`}
            icon={ROW_ICONS.edit}
            onClick={() => edit(role)}
          />
          <RowButton
            danger
            label={`Delete ${role.roleName}`}
            icon={ROW_ICONS.delete}
            onClick={() => setDeleting(role)}
          />
        </>
      ) : null}
    </>
  );
  const columns: GridColumn<RoleRow>[] = [
    { header: 'Role', render: (role) => role.roleName },
    { header: 'Description', render: (role) => role.roleDescription },
    { header: 'Type', render: (role) => role.roleType },
  ];

  return (
    <Page title="Roles">
      <ListFrame
        config={{
          label: 'Roles',
          columns,
          getKey: (role) => role.roleId,
          rowActions,
          add: { label: 'Add Role', path: paths.add, permission: 'company_roles_edit' },
        }}
        state={state}
        data={query.data?.body}
        loading={query.isFetching}
      />
      {deleting ? (
        <RoleDeleteDialog
          key={deleting.roleId}
          companyId={companyId}
          role={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
