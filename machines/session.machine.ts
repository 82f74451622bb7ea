import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Session } from './session-data';

export interface SessionInput {
  /** The session restored from storage when the app starts, if any. */
  session: Session | null;
}

export interface SessionContext {
  session: Session | null;
}

export type SessionEvent =
  | { type: 'LOGIN_SUCCEEDED'; session: Session }
  | { type: 'LOGOUT' }
  /** A call answered 401: the tokens are no longer accepted (refresh arrives next issue). */
  | { type: 'SESSION_EXPIRED' };

/** What the injected `sessionStore` actor is told to do with persistent storage. */
export type SessionStoreCommand = { type: 'save'; session: Session } | { type: 'clear' };

/**
 * signedOut / signedIn, with signingOut while the server forgets the refresh token.
 * Effects are injected with `.provide()`: `sessionStore` (a callback actor that saves the
 * session, or clears storage except the tour state) and `revokeSession` (the logout call).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    sessionStore: fromCallback<SessionStoreCommand>(() => {}),
    revokeSession: fromPromise<void, { refreshToken: string }>(async () => {}),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
  },
  actions: {
    clearStored: sendTo('sessionStore', { type: 'clear' }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session }),
  invoke: { id: 'sessionStore', src: 'sessionStore' },
  initial: 'restoring',
  on: {
    // Also while signing out: the login page is already showing and may be used at once.
    LOGIN_SUCCEEDED: {
      target: '.signedIn',
      actions: [
        assign({ session: ({ event }) => event.session }),
        sendTo('sessionStore', ({ event }) => ({ type: 'save' as const, session: event.session })),
      ],
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      on: {
        LOGOUT: { target: 'signingOut', actions: 'clearStored' },
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: ['clearStored', assign({ session: null })],
        },
      },
    },
    signingOut: {
      // The session stays in context only so the call below can name the refresh token.
      exit: assign({ session: null }),
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ refreshToken: context.session?.refreshToken ?? '' }),
        // Signing out locally never depends on the server's answer.
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
  },
});
