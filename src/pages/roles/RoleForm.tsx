import { type RoleBody, RoleBody as Schema } from '#contract/roles';
import { Card, Skeleton, Stack, TextField } from '#ui';
import { tsr } from '../../api/tsr';
import { textProps, useContractForm } from '../../components/contract-form';
import { FormElement, SaveButton } from '../../components/FormElement';
import type { KitFormProps } from '../../kit/types';
import { PermissionPicker } from './PermissionPicker';

/** Role Name, Role Description and the permission picker; Save only when editable. */
export function RoleForm({ initial, readOnly, saving, onSave }: KitFormProps<RoleBody, RoleBody>) {
  const catalogue = tsr.companies.permissions.useQuery({ queryKey: ['permissions'] }).data?.body;
  const form = useContractForm(Schema, initial, onSave);
  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Stack gap="lg">
        <Card>
          <Stack>
            <form.Field name="roleName">
              {(field) => <TextField label="Role Name" readOnly={readOnly} {...textProps(field)} />}
            </form.Field>
            <form.Field name="roleDescription">
              {(field) => (
                <TextField label="Role Description" readOnly={readOnly} {...textProps(field)} />
              )}
            </form.Field>
          </Stack>
        </Card>
        <Card title="Permissions">
          {catalogue ? (
            <form.Field name="selectedPermissionIds">
              {(field) => (
                <PermissionPicker
                  catalogue={catalogue}
                  selected={field.state.value}
                  disabled={readOnly}
                  onChange={(ids) => field.handleChange(ids)}
                />
              )}
            </form.Field>
          ) : (
            <Skeleton />
          )}
        </Card>
        <SaveButton readOnly={readOnly} saving={saving} />
      </Stack>
    </FormElement>
  );
}
