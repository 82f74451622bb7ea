import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { MAX_REFRESH_ATTEMPTS } from '#contract/constants';
import { NoAnswer, type Session } from './session-data';
import type {
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionStoreCommand,
  SwitchInput,
} from './session-events';

export const ended = (message: string) => ({ type: 'ended', params: { message } }) as const;

/** Types, injected actors, guards and actions of the session machine (session.machine.ts). */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    sessionStore: fromCallback<SessionStoreCommand>(() => {}),
    revokeSession: fromPromise<void, { refreshToken: string }>(async () => {}),
    refreshSession: fromPromise<Session, Session>(() => Promise.reject(new Error('not provided'))),
    switchCompany: fromPromise<Session, SwitchInput>(() =>
      Promise.reject(new Error('not provided')),
    ),
    idleWatch: fromCallback<SessionEvent>(() => {}),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    isCurrentToken: ({ context, event }) =>
      event.type === 'REFRESH_NEEDED' && event.accessToken === context.session?.accessToken,
    attemptsLeft: ({ context }) => context.refreshAttempts < MAX_REFRESH_ATTEMPTS,
    unanswered: ({ event }) => (event as { error?: unknown }).error instanceof NoAnswer,
    storageSignedIn: ({ event }) => event.type === 'STORAGE_CHANGED' && event.session !== null,
    storageIdledOut: ({ event }) =>
      event.type === 'STORAGE_CHANGED' && event.session === null && event.idle === true,
  },
  actions: {
    ended: emit((_, params: { message: string }) => ({
      type: 'ended' as const,
      message: params.message,
    })),
    clearStored: sendTo('sessionStore', { type: 'clear' }),
    forget: assign({ session: null, refreshAttempts: 0, activeApplication: null }),
    replaceSession: enqueueActions(({ event, enqueue }) => {
      const session = (event as { output?: Session }).output;
      if (!session) return;
      enqueue.assign({ session });
      enqueue.sendTo('sessionStore', { type: 'save', session });
    }),
    adoptStored: assign({
      session: ({ event }) => (event.type === 'STORAGE_CHANGED' ? event.session : null),
      // Another tab's sign-in or switch may have left the company whose application this was.
      activeApplication: ({ context, event }) =>
        event.type === 'STORAGE_CHANGED' &&
        event.session?.selectedCompanyId === context.session?.selectedCompanyId
          ? context.activeApplication
          : null,
    }),
    openApplication: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'APPLICATION_OPENED') return;
      enqueue.assign({ activeApplication: event.application });
      enqueue.sendTo('sessionStore', { type: 'saveApplication', application: event.application });
    }),
    /** A new sign-in or another company: no application of the old one stays active. */
    forgetApplication: enqueueActions(({ enqueue }) => {
      enqueue.assign({ activeApplication: null });
      enqueue.sendTo('sessionStore', { type: 'saveApplication', application: null });
    }),
  },
});
