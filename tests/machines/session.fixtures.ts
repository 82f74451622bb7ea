import { fromCallback, fromPromise } from 'xstate';
import {
  type SessionEvent,
  type SessionStoreCommand,
  sessionMachine,
} from '#machines/session.machine';
import type { Session } from '#machines/session-data';
import { clearStoredSession, memoryStorage, writeStoredSession } from '../../src/session/storage';

export const admin: Session = {
  accessToken: 'access-admin',
  refreshToken: 'refresh-admin',
  permissions: ['company_settings_edit', 'roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};
export const editor: Session = {
  ...admin,
  accessToken: 'access-editor',
  refreshToken: 'refresh-editor',
};
export const TOUR = { tourState: '{"done":true}' };

// The logout call's outcome arrives as actor events; the graph explores those too.
export const revokeDone = { type: 'xstate.done.actor.revokeSession' } as unknown as SessionEvent;
export const revokeFailed = {
  type: 'xstate.error.actor.revokeSession',
  error: new Error('offline'),
} as unknown as SessionEvent;

export const events: SessionEvent[] = [
  { type: 'LOGIN_SUCCEEDED', session: admin },
  { type: 'LOGIN_SUCCEEDED', session: editor },
  { type: 'LOGOUT' },
  { type: 'SESSION_EXPIRED' },
  revokeDone,
  revokeFailed,
];

/** The real storage rules behind the injected actors; logout calls wait for the test. */
export function harness(initial: Record<string, string>) {
  const storage = memoryStorage(initial);
  const revokes: { refreshToken: string; settle: (ok: boolean) => void }[] = [];
  const machine = sessionMachine.provide({
    actors: {
      sessionStore: fromCallback<SessionStoreCommand>(({ receive }) => {
        receive((command) =>
          command.type === 'save'
            ? writeStoredSession(storage, command.session)
            : clearStoredSession(storage),
        );
      }),
      revokeSession: fromPromise<void, { refreshToken: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            revokes.push({ ...input, settle: (ok) => (ok ? resolve() : reject(new Error('x'))) });
          }),
      ),
    },
  });
  return { storage, revokes, machine };
}

export function storedAdmin() {
  const storage = memoryStorage({ ...TOUR, theme: 'dark' });
  writeStoredSession(storage, admin);
  return storage.entries();
}

export const starts = { 'nothing stored': TOUR, 'a stored session': storedAdmin() };
