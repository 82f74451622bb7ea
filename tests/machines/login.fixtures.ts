import { createActor, fromPromise } from 'xstate';
import type { LoginBody, TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import {
  type AuthenticateOutcome,
  type LoginEmitted,
  type LoginEvent,
  loginMachine,
} from '#machines/login.machine';

export const credentials: LoginBody = {
  username: 'admin@waypoint.test',
  password: 'secret-password',
};
const tokens: TokenResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  userPermissions: ['roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
  needsTwoFactorCode: false,
};

export const outcomes = {
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
export const networkError = {
  type: 'xstate.error.actor.authenticate',
  error: new TypeError('Failed to fetch'),
} as unknown as LoginEvent;
export const submit: LoginEvent = { type: 'SUBMIT', credentials };
export const outcomeEvents = new Map<LoginEvent, AuthenticateOutcome>(
  Object.values(outcomes).map((o) => [done(o), o]),
);
export const events: LoginEvent[] = [submit, ...outcomeEvents.keys(), networkError];

/** A login actor whose calls wait until the test settles them. */
export function startLogin() {
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
