import { useState } from 'react';
import { ACCOUNT_TEXT, ChangePasswordBody } from '#contract/account';
import { Button, Card, Muted, Stack, TextField } from '#ui';
import { tsr } from '../../api/tsr';
import { FormElement } from '../../components/FormElement';
import { serverFieldErrors } from '../../components/server-errors';
import { notifications } from '../../notify/store';
import { currentSession } from '../../session/session';
import { type FieldErrors, fieldErrors } from './form-errors';

const MISMATCH = 'The two passwords are not the same';
const blank = { currentPassword: '', newPassword: '', repeat: '' };

/** Password change with the current password; other devices are signed out, this one stays. */
export function PasswordSection() {
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = tsr.account.changePassword.useMutation({
    onSuccess: () => {
      notifications.notify('success', ACCOUNT_TEXT.passwordChanged);
      setForm(blank);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  function submit() {
    const body = {
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
      refreshToken: currentSession()?.refreshToken ?? undefined,
    };
    const invalid = fieldErrors(ChangePasswordBody, body) ?? {};
    if (form.newPassword !== form.repeat) invalid.repeat = [MISMATCH];
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) change.mutate({ body });
  }

  const field = (key: keyof typeof blank, label: string, auto: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={auto}
      value={form[key]}
      onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
      errors={errors[key] ?? []}
    />
  );

  return (
    <Card title="Password">
      <FormElement onSubmit={submit}>
        <Stack gap="md">
          <Muted>Between 10 and 128 characters. Other devices will be signed out.</Muted>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('repeat', 'Repeat the new password', 'new-password')}
          <div>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </div>
        </Stack>
      </FormElement>
    </Card>
  );
}
