import type { Permission } from '#contract/companies';
import { type RoleBody, RoleBody as Schema } from '#contract/roles';
import { Card, Stack, TextField } from '#ui';
import { textProps, useContractForm } from '../../components/contract-form';
import { FormElement, SaveButton } from '../../components/FormElement';
import { PermissionPicker } from './PermissionPicker';

/** Role Name, Role Description and the permissions; Save only when editable. */
export function RoleForm({
  initial,
  catalogue,
  readOnly,
  saving,
  onSave,
}: {
  initial: RoleBody;
  catalogue: readonly Permission[];
  readOnly: boolean;
  saving: boolean;
  onSave: (body: RoleBody) => Promise<unknown> | undefined;
}) {
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
        </Card>
        <SaveButton readOnly={readOnly} saving={saving} />
      </Stack>
    </FormElement>
  );
}
