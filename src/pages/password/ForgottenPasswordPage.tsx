import { useState } from 'react';
import { ForgottenPasswordBody } from '#contract/password';
import { Alert, Button, Heading, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { FormElement } from '../../components/FormElement';
import { BackToSignIn, useMessageSubmit } from '../../components/message-submit';
import { type FieldErrors, fieldErrors } from '../account/form-errors';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export default function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, done, run } = useMessageSubmit();

  function submit() {
    const invalid = fieldErrors(ForgottenPasswordBody, { email });
    setErrors(invalid ?? {});
    if (!invalid) return run(() => api.password.forgottenPassword({ body: { email } }));
  }

  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Forgotten password</Heading>
        <Muted>Enter the email address of your account and we will send you a reset link.</Muted>
      </div>
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <FormElement onSubmit={submit}>
          <Stack gap="md">
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              errors={errors.email ?? []}
            />
            <Button type="submit" block loading={busy}>
              Send reset link
            </Button>
          </Stack>
        </FormElement>
      )}
      <BackToSignIn />
    </Stack>
  );
}
