import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { type SessionStoreCommand, sessionMachine } from '#machines/session.machine';
import type { Session } from '#machines/session-data';
import { bindAuth } from '../api/auth-bridge';
import { api } from '../api/client';
import { inspect } from '../dev/inspect';
import {
  clearStoredSession,
  type KeyValueStorage,
  memoryStorage,
  readStoredSession,
  writeStoredSession,
} from './storage';

/** localStorage, or memory when the browser refuses it (private modes, blocked storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__waypoint_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

const storage = browserStorage();

const appSessionMachine = sessionMachine.provide({
  actors: {
    sessionStore: fromCallback<SessionStoreCommand>(({ receive }) => {
      receive((command) =>
        command.type === 'save'
          ? writeStoredSession(storage, command.session)
          : clearStoredSession(storage),
      );
    }),
    revokeSession: fromPromise<void, { refreshToken: string }>(async ({ input }) => {
      await api.auth.logout({ body: input });
    }),
  },
});

/** The one session of the app, restored from storage at start. */
export const sessionActor = createActor(appSessionMachine, {
  input: { session: readStoredSession(storage) },
  inspect,
}).start();

const signedInSession = (snapshot: SnapshotFrom<typeof appSessionMachine>): Session | null =>
  snapshot.matches('signedIn') ? snapshot.context.session : null;

/** The session right now, outside React. */
export const currentSession = () => signedInSession(sessionActor.getSnapshot());

/** The signed-in session, or null (also while signing out). */
export const useSession = () => useSelector(sessionActor, signedInSession);

bindAuth({
  getAccessToken: () => currentSession()?.accessToken ?? null,
  onUnauthorized: () => sessionActor.send({ type: 'SESSION_EXPIRED' }),
});
