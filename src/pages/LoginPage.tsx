import { useForm } from '@tanstack/react-form';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { LoginBody } from '#contract/auth';
import { type AuthenticateOutcome, loginMachine } from '#machines/login.machine';
import { Alert, Button, Heading, Muted, Stack, TextField } from '#ui';
import { api } from '../api/client';
import { inspect } from '../dev/inspect';
import { notifyTexts } from '../notify/store';
import { sessionActor } from '../session/session';

const appLoginMachine = loginMachine.provide({
  actors: {
    authenticate: fromPromise<AuthenticateOutcome, LoginBody>(async ({ input }) => {
      const response = await api.auth.token({ body: input });
      return response.status === 200
        ? { ok: true, tokens: response.body }
        : { ok: false, failure: { status: response.status, body: response.body } };
    }),
  },
});

/** A field's first validation message, once the user has left the field or submitted. */
function shownErrors(meta: { isTouched: boolean; errors: unknown[] }): string[] {
  if (!meta.isTouched) return [];
  const first = meta.errors.find(Boolean);
  if (typeof first === 'string') return [first];
  if (typeof first === 'object' && first !== null && 'message' in first) {
    return [String(first.message)];
  }
  return [];
}

/**
 * Sign in with email and password. Success opens the session; the visitor layout's guard then
 * moves on to the `redirect` target or home.
 */
export default function LoginPage() {
  const login = useActorRef(appLoginMachine, { inspect });
  const submitting = useSelector(login, (s) => s.matches('submitting'));
  const needsTwoFactor = useSelector(login, (s) => s.matches('needsTwoFactor'));

  useEffect(() => {
    const subscriptions = [
      login.on('failed', (event) => notifyTexts(event.messages)),
      login.on('signedIn', (event) =>
        sessionActor.send({ type: 'LOGIN_SUCCEEDED', session: event.session }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [login]);

  const form = useForm({
    defaultValues: { username: '', password: '' },
    validators: { onBlur: LoginBody, onSubmit: LoginBody },
    onSubmit: ({ value }) => {
      login.send({ type: 'SUBMIT', credentials: LoginBody.parse(value) });
    },
  });

  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Sign in</Heading>
        <Muted>Waypoint Console for travel companies</Muted>
      </div>
      {needsTwoFactor ? (
        <Alert tone="warning">
          This account needs a two-factor code, which this version of the console cannot ask for
          yet.
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <Stack gap="md">
          <form.Field name="username">
            {(field) => (
              <TextField
                label="Email"
                type="email"
                name={field.name}
                autoComplete="username"
                required
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                errors={shownErrors(field.state.meta)}
              />
            )}
          </form.Field>
          <form.Field name="password">
            {(field) => (
              <TextField
                label="Password"
                type="password"
                name={field.name}
                autoComplete="current-password"
                required
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                errors={shownErrors(field.state.meta)}
              />
            )}
          </form.Field>
          <Button type="submit" block loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
