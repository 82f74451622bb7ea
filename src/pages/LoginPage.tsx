import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button, Heading, Muted, Stack, TextField } from '#ui';
import { loginActor } from '../session/login-flow';
import { loginRules } from './login/login-rules';
import { useField } from './login/use-field';
import { useLoginStep } from './login/use-login-flow';
import { SocialButtons } from './social/SocialButtons';

/**
 * Sign in with email and password. The login machine moves on to a two-factor page when the
 * server asks; success opens the session and the visitor guard goes to `redirect` or home.
 */
export default function LoginPage() {
  const { send } = useLoginStep('password');
  const submitting = useSelector(loginActor, (s) => s.matches('submitting'));
  const username = useField(loginRules.username);
  const password = useField(loginRules.password);

  // A finished or abandoned sign-in starts over here.
  useEffect(() => {
    const snapshot = loginActor.getSnapshot();
    if (snapshot.matches('success')) send({ type: 'RESTART' });
  }, [send]);

  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Sign in</Heading>
        <Muted>Waypoint Console for travel companies</Muted>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          username.touch();
          password.touch();
          if (!username.valid || !password.valid) return;
          const credentials = { username: username.value.trim(), password: password.value };
          send({ type: 'SUBMIT', credentials });
        }}
      >
        <Stack gap="md">
          <TextField
            label="Email"
            type="email"
            name="username"
            autoComplete="username"
            required
            {...username.props}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            {...password.props}
          />
          <Button type="submit" block loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
      <SocialButtons />
      <Muted>
        <Link href="/forgottenpassword">Forgotten your password?</Link> ·{' '}
        <Link href="/register">Register your company's interest</Link>
      </Muted>
    </Stack>
  );
}
