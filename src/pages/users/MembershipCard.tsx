import type { UserBody, UserFields } from '#contract/users';
import { Card, Checkbox, Stack, TextField } from '#ui';
import { textProps, type useContractForm } from '../../components/contract-form';

export type UserFormApi = ReturnType<typeof useContractForm<UserBody, UserFields>>;

/** Number inputs: empty stays empty (commission) or none (target), anything else a number. */
const numberText = (v: unknown) => (typeof v === 'number' ? String(v) : '');

/** The company's own fields of the user: commission, target, back office, biography, active. */
export function MembershipCard({ form, readOnly }: { form: UserFormApi; readOnly: boolean }) {
  return (
    <Card title="Membership">
      <Stack>
        <form.Field name="commisionPercentage">
          {(field) => (
            <TextField
              {...textProps(field)}
              label="Commission Percentage"
              type="number"
              min={1}
              max={100}
              step={0.1}
              readOnly={readOnly}
              value={numberText(field.state.value)}
              onChange={(e) =>
                field.handleChange(e.target.value === '' ? '' : Number(e.target.value))
              }
            />
          )}
        </form.Field>
        <form.Field name="targetAmount">
          {(field) => (
            <TextField
              {...textProps(field)}
              label="Target Amount"
              type="number"
              min={0}
              readOnly={readOnly}
              value={numberText(field.state.value)}
              onChange={(e) =>
                field.handleChange(e.target.value === '' ? null : Number(e.target.value))
              }
            />
          )}
        </form.Field>
        <form.Field name="backOfficeReference">
          {(field) => (
            <TextField label="Back Office Reference" readOnly={readOnly} {...textProps(field)} />
          )}
        </form.Field>
        <form.Field name="biography">
          {(field) => <TextField label="Biography" readOnly={readOnly} {...textProps(field)} />}
        </form.Field>
        <form.Field name="isActive">
          {(field) => (
            <Checkbox
              label="Is Active"
              disabled={readOnly}
              checked={field.state.value ?? true}
              onCheckedChange={(on) => field.handleChange(on)}
            />
          )}
        </form.Field>
      </Stack>
    </Card>
  );
}
