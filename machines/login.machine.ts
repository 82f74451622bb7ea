import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginBody, TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import { errorTexts, type FailedResponse } from './error-text';
import { type Session, sessionFromTokens } from './session-data';

/** What the injected `authenticate` actor resolves with: tokens, or the failed response. */
export type AuthenticateOutcome =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; failure: FailedResponse };

export interface LoginContext {
  /** Texts of the last failure, one notification each. */
  errors: string[];
  /** The response asking for a second factor; the code step (next issue) continues from it. */
  twoFactor: TokenResponse | null;
  session: Session | null;
}

export type LoginEvent = { type: 'SUBMIT'; credentials: LoginBody };

export type LoginEmitted =
  | { type: 'failed'; messages: string[] }
  | { type: 'signedIn'; session: Session };

const asksSecondFactor = (outcome: AuthenticateOutcome) =>
  outcome.ok && outcome.tokens.needsTwoFactorCode;

const sessionOf = (outcome: AuthenticateOutcome) =>
  outcome.ok ? sessionFromTokens(outcome.tokens) : null;

const failureTexts = (outcome: AuthenticateOutcome) =>
  outcome.ok ? [MSG.somethingWentWrong] : errorTexts(outcome.failure);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    // The app provides the real call with `.provide()`; machines never fetch.
    authenticate: fromPromise<AuthenticateOutcome, LoginBody>(() =>
      Promise.reject(new Error('authenticate is not provided')),
    ),
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { errors: [], twoFactor: null, session: null },
  output: ({ context }) => context.session,
  states: {
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: {
      entry: assign({ errors: [] }),
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        // Credentials travel in the event only, so the password never sits in context.
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return event.credentials;
        },
        onDone: [
          {
            guard: ({ event }) => asksSecondFactor(event.output),
            target: 'needsTwoFactor',
            actions: assign({
              twoFactor: ({ event }) => (event.output.ok ? event.output.tokens : null),
            }),
          },
          {
            guard: ({ event }) => sessionOf(event.output) !== null,
            target: 'success',
            actions: enqueueActions(({ event, enqueue }) => {
              const session = sessionOf(event.output);
              if (!session) return;
              enqueue.assign({ session });
              enqueue.emit({ type: 'signedIn', session });
            }),
          },
          {
            target: 'failure',
            actions: assign({ errors: ({ event }) => failureTexts(event.output) }),
          },
        ],
        onError: {
          target: 'failure',
          actions: assign({ errors: [MSG.somethingWentWrong] }),
        },
      },
    },
    failure: {
      entry: emit(({ context }) => ({ type: 'failed' as const, messages: context.errors })),
      on: { SUBMIT: 'submitting' },
    },
    // The two-factor code step arrives with the next issue; another attempt is still allowed.
    needsTwoFactor: { on: { SUBMIT: 'submitting' } },
    success: { type: 'final' },
  },
});
