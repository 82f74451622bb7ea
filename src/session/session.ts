import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type SessionStoreCommand,
  type SwitchInput,
  sessionMachine,
} from '#machines/session.machine';
import type { Session } from '#machines/session-data';
import { bindAuth } from '../api/auth-bridge';
import { inspect } from '../dev/inspect';
import { notifyTexts } from '../notify/store';
import { followOtherTabs } from './cross-tab';
import { idledOut, idleWatch } from './idle';
import { createRefresher } from './refresher';
import {
  applyStoreCommand,
  type KeyValueStorage,
  memoryStorage,
  readStoredApplication,
  readStoredSession,
} from './storage';
import { refreshSession, revokeSession, switchCompany } from './token-calls';

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
      receive((command) => applyStoreCommand(storage, command));
    }),
    revokeSession: fromPromise(({ input }: { input: { refreshToken: string } }) =>
      revokeSession(input),
    ),
    refreshSession: fromPromise(({ input }: { input: Session }) => refreshSession(storage, input)),
    switchCompany: fromPromise(({ input }: { input: SwitchInput }) => switchCompany(input)),
    idleWatch: idleWatch({
      storage,
      target: window,
      now: () => Date.now(),
      setTimer: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
    }),
  },
});

/** The one session of the app, restored from storage at start. */
export const sessionActor = createActor(appSessionMachine, {
  input: {
    session: readStoredSession(storage),
    activeApplication: readStoredApplication(storage),
  },
  inspect,
}).start();

type Snapshot = SnapshotFrom<typeof appSessionMachine>;

const signedInSession = (snapshot: Snapshot): Session | null =>
  snapshot.matches('signedIn') ? snapshot.context.session : null;

/** The session right now, outside React. */
export const currentSession = () => signedInSession(sessionActor.getSnapshot());

/** The signed-in session, or null (also while signing out). */
export const useSession = () => useSelector(sessionActor, signedInSession);

/** True while a company switch is under way. */
export const useSwitching = () =>
  useSelector(sessionActor, (s) => s.matches({ signedIn: 'switching' }));

bindAuth({
  getAccessToken: () => currentSession()?.accessToken ?? null,
  refresh: createRefresher(sessionActor),
  succeeded: () => {
    if (sessionActor.getSnapshot().context.refreshAttempts > 0) {
      sessionActor.send({ type: 'CALL_SUCCEEDED' });
    }
  },
});

followOtherTabs(storage, currentSession, (session) =>
  sessionActor.send({
    type: 'STORAGE_CHANGED',
    session,
    idle: session === null && idledOut(storage, Date.now()),
  }),
);

sessionActor.on('ended', (event) => notifyTexts([event.message]));
