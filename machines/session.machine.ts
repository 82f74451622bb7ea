import { and, assign, emit, sendTo } from 'xstate';
import { MSG } from '#contract/messages';
import { SESSION_MSG } from '#contract/session-messages';
import { errorTextsFrom } from './error-text';
import type { Session } from './session-data';
import { ended, sessionSetup } from './session-setup';

export type * from './session-events';

/**
 * signedOut / signedIn (active, refreshing, switching) / signingOut. Effects are injected
 * with `.provide()`: `sessionStore` (saves the session, or clears storage except the tour
 * state), `revokeSession` (the logout call), `refreshSession` and `switchCompany` (token
 * calls resolving with the new session), and `idleWatch` (sends IDLE_TIMEOUT when no tab
 * saw user activity for the idle limit). The active application (APPLICATION_OPENED) is kept
 * with the session and forgotten on logout, on a new sign-in and on a company switch. Only one
 * refresh runs at a time: REFRESH_NEEDED is not handled while refreshing, and callers wait for
 * the machine to leave `refreshing`. A refresh that gets no answer (`NoAnswer`) keeps the
 * session as it was; every try counts towards the refresh limit all the same.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.session,
    refreshAttempts: 0,
    activeApplication: input.session ? (input.activeApplication ?? null) : null,
  }),
  invoke: { id: 'sessionStore', src: 'sessionStore' },
  initial: 'restoring',
  on: {
    // Another tab signed in (also while this one signs out): follow it.
    STORAGE_CHANGED: { guard: 'storageSignedIn', target: '.signedIn', actions: 'adoptStored' },
    // Also while signing out: the login page is already showing and may be used at once.
    LOGIN_SUCCEEDED: {
      target: '.signedIn',
      actions: [
        assign({ session: ({ event }) => event.session, refreshAttempts: 0 }),
        sendTo('sessionStore', ({ event }) => ({ type: 'save' as const, session: event.session })),
        'forgetApplication',
      ],
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      invoke: { id: 'idleWatch', src: 'idleWatch' },
      initial: 'active',
      on: {
        LOGOUT: { target: 'signingOut', actions: 'clearStored' },
        APPLICATION_OPENED: { actions: 'openApplication' },
        IDLE_TIMEOUT: {
          target: 'signingOut',
          actions: ['clearStored', ended(SESSION_MSG.idleSignedOut)],
        },
        // Another tab already cleared storage and revoked its token: just follow, saying why
        // when it was the idle limit (whichever tab's timer fired first, every tab tells it).
        STORAGE_CHANGED: [
          { guard: 'storageSignedIn', actions: 'adoptStored' },
          {
            guard: 'storageIdledOut',
            target: 'signedOut',
            actions: ['forget', ended(SESSION_MSG.idleSignedOut)],
          },
          { target: 'signedOut', actions: 'forget' },
        ],
      },
      states: {
        active: {
          on: {
            REFRESH_NEEDED: [
              { guard: and(['isCurrentToken', 'attemptsLeft']), target: 'refreshing' },
              {
                guard: 'isCurrentToken',
                target: '#session.signingOut',
                actions: ['clearStored', ended(MSG.maxRefreshAttempts)],
              },
              // A report about an older token: a refresh already replaced it; callers retry.
            ],
            CALL_SUCCEEDED: { actions: assign({ refreshAttempts: 0 }) },
            SWITCH_COMPANY: 'switching',
          },
        },
        refreshing: {
          entry: assign({ refreshAttempts: ({ context }) => context.refreshAttempts + 1 }),
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => context.session as Session,
            onDone: { target: 'active', actions: 'replaceSession' },
            onError: [
              // Nothing is known about the tokens (offline, or this page is being reloaded):
              // they stay stored for the next try, and the calls that waited fail unanswered.
              { guard: 'unanswered', target: 'active' },
              // The server refused the refresh: the session is over (spec section 4).
              {
                target: '#session.signedOut',
                actions: ['clearStored', 'forget', ended(SESSION_MSG.sessionEnded)],
              },
            ],
          },
        },
        switching: {
          invoke: {
            id: 'switchCompany',
            src: 'switchCompany',
            input: ({ context, event }) => ({
              session: context.session as Session,
              companyId: event.type === 'SWITCH_COMPANY' ? event.companyId : 0,
            }),
            onDone: {
              target: 'active',
              actions: [
                'replaceSession',
                'forgetApplication',
                assign({ refreshAttempts: 0 }),
                emit(({ event }) => ({ type: 'switched' as const, session: event.output })),
              ],
            },
            onError: {
              target: 'active',
              actions: emit(({ event }) => ({
                type: 'switchFailed' as const,
                messages: errorTextsFrom(event.error),
              })),
            },
          },
        },
      },
    },
    signingOut: {
      // The session stays in context only so the call below can name the refresh token.
      entry: assign({ activeApplication: null }),
      exit: 'forget',
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
