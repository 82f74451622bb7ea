import { useState } from 'react';
import { Link } from 'wouter';
import { ForgottenPasswordBody } from '#contract/password';
import { Alert, Button, Heading, Muted, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { notifyFailure } from '../../notify/store';
import { type FieldErrors, fieldErrors } from '../account/form-errors';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export default function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit() {
    const invalid = fieldErrors(ForgottenPasswordBody, { email });
    setErrors(invalid ?? {});
    if (invalid) return;
    setSending(true);
    try {
      const res = await api.password.forgottenPassword({ body: { email } });
      if (res.status === 200) setSent(res.body.message);
      else notifyFailure(res);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Forgotten password</Heading>
        <Muted>Enter the email address of your account and we will send you a reset link.</Muted>
      </div>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
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
            <Button type="submit" block loading={sending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Link href="/login">Back to sign in</Link>
    </Stack>
  );
}
