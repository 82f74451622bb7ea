import type { AnyFieldApi } from '@tanstack/react-form';
import { RoleBody } from '#contract/roles';
import { Skeleton } from '#ui';
import { tsr } from '../../api/tsr';
import { declaredForm } from '../../kit/KitForm';
import { PermissionPicker } from './PermissionPicker';

/** The catalogue's permissions by category; a skeleton until the catalogue is in. */
function PermissionField({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const catalogue = tsr.companies.permissions.useQuery({ queryKey: ['permissions'] }).data?.body;
  if (!catalogue) return <Skeleton />;
  return (
    <PermissionPicker
      catalogue={catalogue}
      selected={field.state.value}
      disabled={readOnly}
      onChange={(ids) => field.handleChange(ids)}
    />
  );
}

/** Role Name, Role Description and the permission picker; Save only when editable. */
export const roleForm = (editing: boolean) =>
  declaredForm(
    RoleBody,
    [
      {
        fields: [
          { name: 'roleName', label: 'Role Name', kind: 'text' },
          { name: 'roleDescription', label: 'Role Description', kind: 'text' },
        ],
      },
      {
        title: 'Permissions',
        fields: [
          {
            name: 'selectedPermissionIds',
            label: 'Permissions',
            kind: 'custom',
            render: (field, readOnly) => <PermissionField field={field} readOnly={readOnly} />,
          },
        ],
      },
    ],
    editing,
  );
