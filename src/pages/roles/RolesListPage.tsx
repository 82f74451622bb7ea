import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { MSG } from '#contract/messages';
import type { RoleRow } from '#contract/roles';
import { Button, type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame, useListState } from '../../components/ListFrame';
import { usePermission } from '../../components/permissions';
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
  const columns: GridColumn<RoleRow>[] = [
    {
      header: 'Actions',
      render: (role) => (
        <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Link href={paths.view(role.roleId)} aria-label={`View ${role.roleName}`}>
            View
          </Link>
          {canEdit ? (
            <>
              <Button
                size="sm"
                tone="ghost"
                aria-label={`Edit ${role.roleName}`}
                onClick={() => edit(role)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                tone="ghost"
                aria-label={`Delete ${role.roleName}`}
                onClick={() => setDeleting(role)}
              >
                Delete
              </Button>
            </>
          ) : null}
        </span>
      ),
    },
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
