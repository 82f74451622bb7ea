import type { AnyFieldApi } from '@tanstack/react-form';
import { useState } from 'react';
import { INTEGRATION_TEXT, type SecretShown } from '#contract/integrations';
import type { Setting } from '#contract/suppliers';
import { Button, Muted, Stack, TextField } from '#ui';
import type { KitField, KitFieldGroup } from '../../kit/fields';

/**
 * A secret's input. A stored one is never sent to the browser: it shows as set with its last
 * four characters, and only Replace opens an input; left alone, the save keeps it.
 */
function SecretInput({
  field,
  setting,
  shown,
  readOnly,
}: {
  field: AnyFieldApi;
  setting: Setting;
  shown: SecretShown | undefined;
  readOnly: boolean;
}) {
  const [replacing, setReplacing] = useState(shown === undefined);
  if (!replacing) {
    return (
      <Stack gap="sm">
        <Muted>
          {setting.label}: set{shown?.last4 ? `, ending in ${shown.last4}` : ''}
        </Muted>
        {readOnly ? null : (
          <div>
            <Button tone="secondary" onClick={() => setReplacing(true)}>
              Replace {setting.label}
            </Button>
          </div>
        )}
      </Stack>
    );
  }
  return (
    <TextField
      label={setting.label}
      type="password"
      autoComplete="new-password"
      readOnly={readOnly}
      {...(setting.helpText ? { hint: setting.helpText } : {})}
      name={field.name}
      value={typeof field.state.value === 'string' ? field.state.value : ''}
      onChange={(e) => field.handleChange(e.target.value)}
      onBlur={() => field.handleBlur()}
    />
  );
}

type ValueName = `values.${string}`;

/** One setting definition as a field of the integration's form; every value is text. */
function settingField(
  setting: Setting,
  secrets: Readonly<Record<string, SecretShown>>,
): KitField<ValueName> {
  const name: ValueName = `values.${setting.name}`;
  const label = setting.required ? `${setting.label} (required)` : setting.label;
  const hint = setting.helpText || undefined;
  const common = { name, label, ...(hint ? { hint } : {}) };
  switch (setting.type) {
    case 'boolean':
      return { ...common, kind: 'select', options: optionList(['true', 'false'], setting) };
    case 'choice':
      return { ...common, kind: 'select', options: optionList(setting.options, setting) };
    case 'secret':
      return {
        ...common,
        kind: 'custom',
        render: (field, readOnly) => (
          <SecretInput
            field={field}
            setting={setting}
            shown={secrets[setting.name]}
            readOnly={readOnly}
          />
        ),
      };
    default:
      return { ...common, kind: 'text' };
  }
}

/** A choice's options; one not required may be left empty (its default then applies). */
const optionList = (values: readonly string[], setting: Setting) => [
  ...(setting.required ? [] : [{ value: '', label: setting.defaultValue || 'Not set' }]),
  ...values.map((value) => ({ value, label: value })),
];

/** The form's groups: the integration's own fields, then the supplier's settings. */
export function integrationGroups(
  settings: readonly Setting[],
  secrets: Readonly<Record<string, SecretShown>> = {},
): KitFieldGroup<'name' | 'enabled' | ValueName>[] {
  return [
    {
      title: 'Integration',
      fields: [
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ],
    },
    {
      title: 'Settings',
      note: settings.length === 0 ? 'This supplier asks for no settings.' : null,
      fields: settings.map((s) => settingField(s, secrets)),
    },
  ];
}

/** The settings the integration has no value for: optional ones without a default, or new. */
export const missingSettings = (
  settings: readonly Setting[],
  given: { values: Readonly<Record<string, string>>; secrets: Readonly<Record<string, unknown>> },
) => settings.filter((s) => !(s.name in given.values) && !(s.name in given.secrets));

/** The add-settings form's one group: the settings the integration lacks. */
export const missingGroups = (missing: readonly Setting[]): KitFieldGroup<ValueName>[] => [
  {
    title: 'Settings to add',
    note: missing.length === 0 ? INTEGRATION_TEXT.noneMissing : null,
    fields: missing.map((s) => settingField(s, {})),
  },
];

/** The values a new integration's form starts with: each setting's default, secrets empty. */
export const defaultValues = (settings: readonly Setting[]) =>
  Object.fromEntries(settings.map((s) => [s.name, s.type === 'secret' ? '' : s.defaultValue]));
