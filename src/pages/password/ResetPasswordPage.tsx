import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_TEXT, ResetPasswordBody } from '#contract/password';
import { Alert, Button, Heading, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { notifyFailure } from '../../notify/store';
import { type FieldErrors, fieldErrors } from '../account/form-errors';

const MISMATCH = 'The two passwords are not the same';

/** Sets a new password with the token of a reset link (`/resetpassword?token=…`). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    const invalid = fieldErrors(ResetPasswordBody, { token, password }) ?? {};
    if (password !== repeat) invalid.repeat = [MISMATCH];
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    try {
      const res = await api.password.resetPassword({ body: { token, password } });
      if (res.status === 200) setDone(res.body.message);
      else notifyFailure(res);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSaving(false);
    }
  }

  if (done) {
    return (
      <Stack gap="lg">
        <Heading level={1}>Password changed</Heading>
        <Alert tone="success">{done}</Alert>
        <Link href="/login">Sign in</Link>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Choose a new password</Heading>
        <Muted>
          Between 10 and 128 characters. Every device signed in to the account is signed out.
        </Muted>
      </div>
      {token ? null : <Alert tone="danger">{PASSWORD_TEXT.resetLinkInvalid}</Alert>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            errors={errors.password ?? errors.token ?? []}
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            errors={errors.repeat ?? []}
          />
          <Button type="submit" block loading={saving} disabled={!token}>
            Set new password
          </Button>
        </Stack>
      </form>
      <Link href="/forgottenpassword">Ask for a new link</Link>
    </Stack>
  );
}
