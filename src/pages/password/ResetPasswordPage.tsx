import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_TEXT, ResetPasswordBody } from '#contract/password';
import { Alert, Button, Heading, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { FormElement } from '../../components/FormElement';
import { BackToSignIn, DoneNotice, useMessageSubmit } from '../../components/message-submit';
import { type FieldErrors, fieldErrors } from '../account/form-errors';

const MISMATCH = 'The two passwords are not the same';

/** Sets a new password with the token of a reset link (`/resetpassword?token=…`). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, done, run } = useMessageSubmit();

  function submit() {
    const invalid = fieldErrors(ResetPasswordBody, { token, password }) ?? {};
    if (password !== repeat) invalid.repeat = [MISMATCH];
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) {
      return run(() => api.password.resetPassword({ body: { token, password } }));
    }
  }

  if (done) {
    return (
      <DoneNotice
        title="Password changed"
        message={done}
        link={<BackToSignIn>Sign in</BackToSignIn>}
      />
    );
  }
  const passwordField = (
    label: string,
    value: string,
    set: (v: string) => void,
    errs: string[],
  ) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => set(event.target.value)}
      errors={errs}
    />
  );
  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Choose a new password</Heading>
        <Muted>
          Between 10 and 128 characters. Every device signed in to the account is signed out.
        </Muted>
      </div>
      {token ? null : <Alert tone="danger">{PASSWORD_TEXT.resetLinkInvalid}</Alert>}
      <FormElement onSubmit={submit}>
        <Stack gap="md">
          {passwordField(
            'New password',
            password,
            setPassword,
            errors.password ?? errors.token ?? [],
          )}
          {passwordField('Repeat the new password', repeat, setRepeat, errors.repeat ?? [])}
          <Button type="submit" block loading={busy} disabled={!token}>
            Set new password
          </Button>
        </Stack>
      </FormElement>
      <Link href="/forgottenpassword">Ask for a new link</Link>
    </Stack>
  );
}
