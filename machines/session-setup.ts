import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { MAX_REFRESH_ATTEMPTS } from '#contract/constants';
import type { Session } from './session-data';
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
    storageSignedIn: ({ event }) => event.type === 'STORAGE_CHANGED' && event.session !== null,
  },
  actions: {
    ended: emit((_, params: { message: string }) => ({
      type: 'ended' as const,
      message: params.message,
    })),
    clearStored: sendTo('sessionStore', { type: 'clear' }),
    forget: assign({ session: null, refreshAttempts: 0 }),
    replaceSession: enqueueActions(({ event, enqueue }) => {
      const session = (event as { output?: Session }).output;
      if (!session) return;
      enqueue.assign({ session });
      enqueue.sendTo('sessionStore', { type: 'save', session });
    }),
    adoptStored: assign({
      session: ({ event }) => (event.type === 'STORAGE_CHANGED' ? event.session : null),
    }),
  },
});
