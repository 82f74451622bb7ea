import { COUNTRIES, LANGUAGES, TITLES } from '#contract/constants';
import { MSG } from '#contract/messages';
import {
  type RoleOption,
  UserBody as Schema,
  type UserBody,
  type UserFields,
} from '#contract/users';
import { Card, CheckboxGroup, Muted, Select, Stack, TextField } from '#ui';
import { textProps, useContractForm } from '../../components/contract-form';
import { FieldAlerts } from '../../components/FieldAlerts';
import { FormElement, SaveButton } from '../../components/FormElement';
import { MembershipCard } from './MembershipCard';

const titleOptions = TITLES.map((t) => ({ value: String(t.id), label: t.label }));
const countryOptions = [
  { value: '', label: 'None' },
  ...COUNTRIES.map((c) => ({ value: c, label: c })),
];
const languageOptions = LANGUAGES.map((l) => ({
  value: l,
  label: l[0]?.toUpperCase() + l.slice(1),
}));

/**
 * Every field of the user form (spec sections 4 and 5); Save only when editable. With
 * `accountLocked` the person's own fields (email, title, names, phone, languages, date of birth)
 * stay read-only, with one line saying why: their account is also used outside this company.
 */
export function UserForm({
  initial,
  roles,
  emailLocked,
  accountLocked,
  readOnly,
  saving,
  onSave,
}: {
  initial: UserBody;
  roles: readonly RoleOption[];
  emailLocked: boolean;
  accountLocked: boolean;
  readOnly: boolean;
  saving: boolean;
  onSave: (body: UserFields) => Promise<unknown> | undefined;
}) {
  const form = useContractForm(Schema, initial, onSave);
  const roleOptions = [
    { value: '0', label: 'Select a role' },
    ...roles.map((r) => ({ value: String(r.roleId), label: r.roleName })),
  ];
  const personal = readOnly || accountLocked;
  const text = (
    name: 'firstName' | 'lastName' | 'jobTitle' | 'phone',
    label: string,
    locked = readOnly,
  ) => (
    <form.Field name={name}>
      {(field) => <TextField label={label} readOnly={locked} {...textProps(field)} />}
    </form.Field>
  );
  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Stack gap="lg">
        <Card>
          <Stack>
            {accountLocked ? <Muted>{MSG.accountShared}</Muted> : null}
            <form.Field name="email">
              {(field) => (
                <TextField
                  label="Email"
                  type="email"
                  readOnly={personal || emailLocked}
                  {...textProps(field)}
                />
              )}
            </form.Field>
            <form.Field name="title">
              {(field) => (
                <Select
                  label="Title"
                  disabled={personal}
                  options={titleOptions}
                  value={String(field.state.value ?? 0)}
                  onValueChange={(v) => field.handleChange(Number(v))}
                />
              )}
            </form.Field>
            {text('firstName', 'First Name', personal)}
            {text('lastName', 'Last Name', personal)}
            <form.Field name="roleId">
              {(field) => (
                <>
                  <Select
                    label="Security Role"
                    disabled={readOnly}
                    options={roleOptions}
                    value={String(field.state.value)}
                    onValueChange={(v) => field.handleChange(Number(v))}
                  />
                  <FieldAlerts field={field} />
                </>
              )}
            </form.Field>
            {text('jobTitle', 'Job Title')}
            {text('phone', 'Phone', personal)}
            <form.Field name="countryCode">
              {(field) => (
                <Select
                  label="Country"
                  disabled={readOnly}
                  options={countryOptions}
                  value={field.state.value ?? ''}
                  onValueChange={(v) => field.handleChange(v)}
                />
              )}
            </form.Field>
            <form.Field name="spokenLanguages">
              {(field) => (
                <CheckboxGroup
                  legend="Spoken Languages"
                  options={languageOptions}
                  selected={(field.state.value ?? '').split(',').filter(Boolean)}
                  disabled={personal}
                  onChange={(chosen) => field.handleChange(chosen.join(','))}
                />
              )}
            </form.Field>
            <form.Field name="dob">
              {(field) => (
                <TextField
                  label="Date of Birth"
                  type="date"
                  readOnly={personal}
                  {...textProps(field)}
                />
              )}
            </form.Field>
          </Stack>
        </Card>
        <MembershipCard form={form} readOnly={readOnly} />
        <SaveButton readOnly={readOnly} saving={saving} />
      </Stack>
    </FormElement>
  );
}
