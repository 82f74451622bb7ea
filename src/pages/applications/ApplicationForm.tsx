import type { ReactNode } from 'react';
import {
  type ApplicationBody,
  type ApplicationLookups,
  ApplicationBody as Schema,
} from '#contract/applications';
import { COUNTRIES } from '#contract/constants';
import { Card, Checkbox, Select, Stack } from '#ui';
import { useContractForm } from '../../components/contract-form';
import { FormElement, SaveButton } from '../../components/FormElement';
import { Choice, Contact, Text } from './ApplicationFields';
import { FeatureFields } from './FeatureFields';

/**
 * The sections General, Location, Booking and Support; the editor adds the two flags and the
 * Features section (features and stats URL).
 */
export function ApplicationForm({
  initial,
  lookups,
  readOnly,
  saving,
  editing,
  logo,
  onSave,
}: {
  initial: ApplicationBody;
  lookups: ApplicationLookups;
  readOnly: boolean;
  saving: boolean;
  editing: boolean;
  logo: (url: string | null, setUrl: (url: string) => void) => ReactNode;
  onSave: (body: ApplicationBody) => Promise<unknown> | undefined;
}) {
  const form = useContractForm(Schema, initial, onSave);
  const countries: { value: ApplicationBody['countryCode']; label: string }[] = [
    { value: '', label: 'Choose…' },
    ...COUNTRIES.map((c) => ({ value: c, label: c })),
  ];
  const flag = (name: 'isActive' | 'isDemo', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <Checkbox
          label={label}
          disabled={readOnly}
          checked={field.state.value === true}
          onCheckedChange={(on) => field.handleChange(on)}
        />
      )}
    </form.Field>
  );
  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Stack gap="lg">
        <Card title="General">
          <Stack>
            <Text form={form} name="applicationName" label="Application Name" readOnly={readOnly} />
            <Choice
              form={form}
              name="subscriptionId"
              label="Subscription"
              options={lookups.subscriptionOptions}
              readOnly={readOnly}
            />
            <Choice
              form={form}
              name="regionId"
              label="Data Centre"
              options={lookups.regionOptions}
              readOnly={readOnly}
            />
            <Choice
              form={form}
              name="webPlatformId"
              label="Web Platform"
              options={lookups.webPlatformOptions}
              readOnly={readOnly}
            />
            <form.Field name="logoUrl">
              {(field) => logo(field.state.value, (url) => field.handleChange(url))}
            </form.Field>
            {editing ? flag('isActive', 'Is Active') : null}
            {editing ? flag('isDemo', 'Is Demo') : null}
          </Stack>
        </Card>
        <Card title="Location">
          <Stack>
            <Text form={form} name="address1" label="Address Line 1" readOnly={readOnly} />
            <Text form={form} name="address2" label="Address Line 2" readOnly={readOnly} />
            <Text form={form} name="city" label="City" readOnly={readOnly} />
            <Text form={form} name="state" label="State" readOnly={readOnly} />
            <form.Field name="countryCode">
              {(field) => (
                <Select
                  label="Country"
                  disabled={readOnly}
                  options={countries}
                  value={field.state.value}
                  onValueChange={(v) => field.handleChange(v)}
                />
              )}
            </form.Field>
          </Stack>
        </Card>
        <Contact form={form} prefix="booking" readOnly={readOnly} />
        <Contact form={form} prefix="support" readOnly={readOnly} />
        {editing ? <FeatureFields form={form} readOnly={readOnly} /> : null}
        <SaveButton readOnly={readOnly} saving={saving} />
      </Stack>
    </FormElement>
  );
}
