import { useLocation, useParams } from 'wouter';
import { MSG } from '#contract/messages';
import type { RoleBody } from '#contract/roles';
import { Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { EntityFrame, type EntityMode } from '../../components/EntityFrame';
import { SHOWS_STALE, StaleNotice, useVersionedEdit } from '../../components/stale-edit';
import { notifications } from '../../notify/store';
import { rolePaths, rolesKey } from './paths';
import { RoleForm } from './RoleForm';

const EMPTY: RoleBody = { roleName: '', roleDescription: '', selectedPermissionIds: [] };
const TITLES = { view: 'View Role', edit: 'Edit Role', add: 'Add Role' } as const;

/** View, edit or add one role (spec section 2), in the shared entity frame. */
export function RoleFormPage({ mode }: { mode: EntityMode }) {
  const { companyId = '', roleId = '' } = useParams<{ companyId: string; roleId: string }>();
  const paths = rolePaths(companyId);
  const [, navigate] = useLocation();
  const client = tsr.useQueryClient();
  const catalogue = tsr.companies.permissions.useQuery({ queryKey: ['permissions'] });
  const role = tsr.roles.get.useQuery({
    queryKey: [...rolesKey(companyId), 'role', roleId],
    queryData: { params: { companyId, roleId } },
    enabled: mode !== 'add',
  });
  const saved = (message: string) => {
    notifications.notify('success', message);
    void client.invalidateQueries({ queryKey: rolesKey(companyId) });
    navigate(paths.list);
  };
  const create = tsr.roles.create.useMutation({ onSuccess: () => saved(MSG.roleAdded) });
  const loaded = role.data?.body;
  const edit = useVersionedEdit(loaded?.version, role.refetch);
  const update = tsr.roles.update.useMutation({
    ...SHOWS_STALE,
    onSuccess: () => saved(MSG.roleUpdated),
    onError: edit.failed,
  });
  // A refused save rejects: useContractForm shows a 400's field errors under the fields.
  const save = (body: RoleBody) =>
    mode === 'add'
      ? create.mutateAsync({ params: { companyId }, body })
      : update.mutateAsync({
          params: { companyId, roleId },
          body: { ...body, version: edit.version },
        });

  const initial: RoleBody | undefined =
    mode === 'add'
      ? EMPTY
      : loaded && {
          roleName: loaded.roleName,
          roleDescription: loaded.roleDescription,
          selectedPermissionIds: loaded.selectedPermissionIds,
        };
  const catalogueRows = catalogue.data?.body;

  return (
    <EntityFrame
      config={{
        titles: TITLES,
        listPath: paths.list,
        editPath: mode === 'view' ? paths.edit(roleId) : null,
        editPermission: 'company_roles_edit',
      }}
      mode={mode}
      loading={!initial || !catalogueRows}
      failed={role.isError || catalogue.isError}
      locked={loaded?.roleType === 'System' ? MSG.systemRoleUpdate : null}
    >
      {(readOnly) =>
        initial && catalogueRows ? (
          <Stack gap="lg">
            <StaleNotice edit={edit} />
            <RoleForm
              // A reload brings a new version: the form starts over from the reloaded role.
              key={loaded ? `${loaded.roleId}@${loaded.version}` : 'new'}
              initial={initial}
              catalogue={catalogueRows}
              readOnly={readOnly}
              saving={create.isPending || update.isPending}
              onSave={save}
            />
          </Stack>
        ) : null
      }
    </EntityFrame>
  );
}
