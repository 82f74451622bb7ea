import { type CompanySettings, CompanySettings as Schema } from '#contract/companies';
import { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import { TIME_ZONE_OPTIONS } from '#contract/time-zones';
import { Button, Card, Select, Stack, TextField } from '#ui';
import { SelectField } from '#ui/forms';
import { Switch } from '../../../ui/shell';
import { fieldErrors, textProps, useContractForm } from '../../components/contract-form';
import { FormElement } from '../../components/FormElement';
import { usePermission } from '../../components/permissions';
import { LogoField } from './LogoField';

const TYPE_OPTIONS = COMPANY_TYPES.map((t) => ({ value: t, label: t }));
const COUNTRY_OPTIONS = [
  { value: '' as const, label: 'Not set' },
  ...COUNTRIES.map((c) => ({ value: c, label: c })),
];
const TEXT_FIELDS = [
  ['companyName', 'Company name'],
  ['address1', 'Address line 1'],
  ['address2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State'],
] as const;

/**
 * The settings form; for those who may not call companies.saveSettings every field is disabled
 * and Save absent.
 */
export function CompanySettingsForm({
  settings,
  saving,
  onSave,
  adopt,
}: {
  settings: CompanySettings;
  saving: boolean;
  onSave: (body: CompanySettings) => Promise<unknown>;
  /** The logo's upload moved the settings to this version (useSave's adopt). */
  adopt: (version: number) => void;
}) {
  const canEdit = usePermission('companies.saveSettings');
  const form = useContractForm(Schema, settings, onSave);

  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Card>
        <Stack>
          <form.Field name="logoUrl">
            {(field) => (
              <LogoField
                url={field.state.value}
                canEdit={canEdit}
                onUploaded={(url) => field.handleChange(url)}
                onVersion={adopt}
              />
            )}
          </form.Field>
          {TEXT_FIELDS.map(([name, label]) => (
            <form.Field key={name} name={name}>
              {(field) => <TextField label={label} disabled={!canEdit} {...textProps(field)} />}
            </form.Field>
          ))}
          <form.Field name="companyType">
            {(field) => (
              <Select
                label="Company type"
                options={TYPE_OPTIONS}
                value={field.state.value}
                disabled={!canEdit}
                onValueChange={(value) => field.handleChange(value)}
              />
            )}
          </form.Field>
          <form.Field name="countryCode">
            {(field) => (
              <Select
                label="Country"
                options={COUNTRY_OPTIONS}
                value={field.state.value}
                disabled={!canEdit}
                onValueChange={(value) => field.handleChange(value)}
              />
            )}
          </form.Field>
          <form.Field name="timeZone">
            {(field) => (
              <SelectField
                label="Time zone"
                hint="Every date and time on the company's pages is shown in it."
                name={field.name}
                options={TIME_ZONE_OPTIONS}
                value={field.state.value}
                disabled={!canEdit}
                errors={fieldErrors(field)}
                onValueChange={(value) => field.handleChange(value)}
                onBlur={() => field.handleBlur()}
              />
            )}
          </form.Field>
          <form.Field name="requireUsersTo2FA">
            {(field) => (
              <Switch
                label="Require two-factor authentication for all users"
                checked={field.state.value}
                disabled={!canEdit}
                onCheckedChange={(on) => field.handleChange(on)}
              />
            )}
          </form.Field>
          {canEdit ? (
            <div>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </div>
          ) : null}
        </Stack>
      </Card>
    </FormElement>
  );
}
