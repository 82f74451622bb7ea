/** The form's building blocks: labelled text fields, option pickers and a contact section. */
import type { ApplicationBody } from '#contract/applications';
import { Card, Select, Stack, TextField } from '#ui';
import { textProps, type useContractForm } from '../../components/contract-form';
import { FieldAlerts } from '../../components/FieldAlerts';

export type Form = ReturnType<typeof useContractForm<ApplicationBody, ApplicationBody>>;
type TextKey = {
  [K in keyof ApplicationBody]: ApplicationBody[K] extends string ? K : never;
}[keyof ApplicationBody] &
  string;

export function Text({
  form,
  name,
  label,
  readOnly,
}: {
  form: Form;
  name: TextKey;
  label: string;
  readOnly: boolean;
}) {
  return (
    <form.Field name={name}>
      {(field) => <TextField label={label} readOnly={readOnly} {...textProps(field)} />}
    </form.Field>
  );
}

export function Choice({
  form,
  name,
  label,
  options,
  readOnly,
}: {
  form: Form;
  name: 'regionId' | 'subscriptionId' | 'webPlatformId';
  label: string;
  options: { id: number; name: string }[];
  readOnly: boolean;
}) {
  const choices = [
    { value: '', label: 'Choose…' },
    ...options.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  return (
    <form.Field name={name}>
      {(field) => (
        <div>
          <Select
            label={label}
            disabled={readOnly}
            options={choices}
            value={field.state.value ? String(field.state.value) : ''}
            onValueChange={(v) =>
              field.handleChange(v === '' ? (name === 'webPlatformId' ? null : 0) : Number(v))
            }
          />
          <FieldAlerts field={field} />
        </div>
      )}
    </form.Field>
  );
}

export function Contact({
  form,
  prefix,
  readOnly,
}: {
  form: Form;
  prefix: 'booking' | 'support';
  readOnly: boolean;
}) {
  const title = prefix === 'booking' ? 'Booking' : 'Support';
  return (
    <Card title={title}>
      <Stack>
        <Text
          form={form}
          name={`${prefix}EmailName`}
          label={`${title} Email Name`}
          readOnly={readOnly}
        />
        <Text form={form} name={`${prefix}Email`} label={`${title} Email`} readOnly={readOnly} />
        <Text
          form={form}
          name={`${prefix}TelephoneName`}
          label={`${title} Telephone Name`}
          readOnly={readOnly}
        />
        <Text
          form={form}
          name={`${prefix}Telephone`}
          label={`${title} Telephone`}
          readOnly={readOnly}
        />
      </Stack>
    </Card>
  );
}
