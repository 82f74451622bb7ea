import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginBody, TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import {
  type AuthenticateOutcome,
  type LoginEmitted,
  type LoginEvent,
  loginMachine,
} from '#machines/login.machine';

const credentials: LoginBody = { username: 'admin@waypoint.test', password: 'secret-password' };
const tokens: TokenResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  userPermissions: ['roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
  needsTwoFactorCode: false,
};

const outcomes = {
  signedIn: { ok: true, tokens },
  twoFactor: {
    ok: true,
    tokens: { ...tokens, accessToken: null, refreshToken: null, needsTwoFactorCode: true },
  },
  wrongPassword: { ok: false, failure: { status: 400, body: { title: MSG.wrongCredentials } } },
  fieldErrors: {
    ok: false,
    failure: {
      status: 400,
      body: {
        title: 'Invalid',
        errors: { username: ['Email is required'], password: ['Too short'] },
      },
    },
  },
  unavailable: { ok: false, failure: { status: 503, body: { title: MSG.databaseUnavailable } } },
} satisfies Record<string, AuthenticateOutcome>;

// Each outcome of the injected call is an actor event the graph can explore.
const done = (output: AuthenticateOutcome) =>
  ({ type: 'xstate.done.actor.authenticate', output }) as unknown as LoginEvent;
const networkError = {
  type: 'xstate.error.actor.authenticate',
  error: new TypeError('Failed to fetch'),
} as unknown as LoginEvent;
const submit: LoginEvent = { type: 'SUBMIT', credentials };
const outcomeEvents = new Map<LoginEvent, AuthenticateOutcome>(
  Object.values(outcomes).map((o) => [done(o), o]),
);
const events: LoginEvent[] = [submit, ...outcomeEvents.keys(), networkError];

/** A login actor whose calls wait until the test settles them. */
function startLogin() {
  const calls: {
    input: LoginBody;
    resolve: (o: AuthenticateOutcome) => void;
    reject: () => void;
  }[] = [];
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise<AuthenticateOutcome, LoginBody>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            calls.push({ input, resolve, reject: () => reject(new TypeError('Failed to fetch')) }),
          ),
      ),
    },
  });
  const actor = createActor(machine).start();
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, calls, emitted };
}

describe.each([
  ['shortest paths', getShortestPaths],
  ['simple paths', getSimplePaths],
] as const)('login machine, %s', (_name, generate) => {
  const paths = generate(loginMachine, { events });

  it('reach every state', () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect(values).toEqual(new Set(['idle', 'submitting', 'failure', 'needsTwoFactor', 'success']));
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, calls, emitted } = startLogin();
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const emittedBefore = emitted.length;
        if (event === submit) {
          actor.send(event);
          expect(calls.at(-1)?.input).toEqual(credentials);
        } else {
          const outcome = outcomeEvents.get(event);
          if (outcome) calls.at(-1)?.resolve(outcome);
          else calls.at(-1)?.reject();
          await waitFor(actor, (s) => !s.matches('submitting'));
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.context).toEqual(state.context);

        const announced = emitted.slice(emittedBefore);
        if (snapshot.matches('failure')) {
          expect(announced).toEqual([{ type: 'failed', messages: snapshot.context.errors }]);
        } else if (snapshot.matches('success')) {
          expect(announced).toEqual([{ type: 'signedIn', session: snapshot.context.session }]);
        } else {
          expect(announced).toEqual([]);
        }
      }
      actor.stop();
    },
  );
});

describe('login machine', () => {
  async function attempt(settle: (call: ReturnType<typeof startLogin>['calls'][number]) => void) {
    const login = startLogin();
    login.actor.send(submit);
    const call = login.calls[0];
    if (call) settle(call);
    await waitFor(login.actor, (s) => !s.matches('submitting'));
    return login;
  }

  it('signs in with the session the token response opens', async () => {
    const { actor } = await attempt((call) => call.resolve(outcomes.signedIn));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      permissions: ['roles_read'],
      selectedCompanyId: 1,
      selectedCompanyName: 'Demo Travel',
    });
  });

  it('shows the server’s message for wrong credentials', async () => {
    const { emitted } = await attempt((call) => call.resolve(outcomes.wrongPassword));
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.wrongCredentials] }]);
  });

  it('shows each field message separately', async () => {
    const { emitted } = await attempt((call) => call.resolve(outcomes.fieldErrors));
    expect(emitted).toEqual([{ type: 'failed', messages: ['Email is required', 'Too short'] }]);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    const { emitted } = await attempt((call) => call.reject());
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.somethingWentWrong] }]);
  });

  it('keeps the password out of its context', async () => {
    const { actor } = await attempt((call) => call.reject());
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(credentials.password);
  });

  it('ignores a second submit while the first is under way', () => {
    const { actor, calls } = startLogin();
    actor.send(submit);
    actor.send(submit);
    expect(calls).toHaveLength(1);
    actor.stop();
  });
});
