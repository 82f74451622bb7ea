import { useState } from 'react';
import { ACCOUNT_TEXT, type GeneralSettings, UpdateGeneralSettings } from '#contract/account';
import { TITLES } from '#contract/constants';
import { Button, Card, Select, Stack, TextField } from '#ui';
import { queryClient } from '../../api/query-client';
import { tsr } from '../../api/tsr';
import { FormElement } from '../../components/FormElement';
import { serverFieldErrors } from '../../components/server-errors';
import { notifications } from '../../notify/store';
import { type FieldErrors, fieldErrors } from './form-errors';

const titleOptions = TITLES.map((t) => ({ value: String(t.id), label: t.label }));
type TextKey = 'firstName' | 'lastName' | 'dateFormat' | 'dateTimeFormat';
const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; label: string; hint?: string }> = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'dateFormat', label: 'Date format', hint: 'For example dd/MM/yyyy' },
  { key: 'dateTimeFormat', label: 'Date and time format', hint: 'For example dd/MM/yyyy HH:mm' },
];

/** Names, title and date formats; the email (the user name) is shown, not edited. */
export function GeneralSettingsSection({ settings }: { settings: GeneralSettings }) {
  const [form, setForm] = useState<UpdateGeneralSettings>({
    firstName: settings.firstName,
    lastName: settings.lastName,
    title: settings.title,
    dateFormat: settings.dateFormat,
    dateTimeFormat: settings.dateTimeFormat,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = tsr.account.updateGeneralSettings.useMutation({
    onSuccess: () => {
      notifications.notify('success', ACCOUNT_TEXT.settingsSaved);
      // The top bar's name and every date on screen come from these.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'activeUser'] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'generalSettings'] });
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  function submit() {
    const invalid = fieldErrors(UpdateGeneralSettings, form);
    setErrors(invalid ?? {});
    if (!invalid) save.mutate({ body: form });
  }

  return (
    <Card title="General settings">
      <FormElement onSubmit={submit}>
        <Stack gap="md">
          <TextField label="Email" value={settings.email} readOnly />
          <Select
            label="Title"
            options={titleOptions}
            value={String(form.title)}
            onValueChange={(v) => setForm((f) => ({ ...f, title: Number(v) }))}
          />
          {TEXT_FIELDS.map(({ key, label, hint }) => (
            <TextField
              key={key}
              label={label}
              {...(hint ? { hint } : {})}
              value={form[key]}
              onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
              errors={errors[key] ?? []}
            />
          ))}
          <div>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </div>
        </Stack>
      </FormElement>
    </Card>
  );
}
