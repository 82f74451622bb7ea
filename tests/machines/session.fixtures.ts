import { fromCallback, fromPromise } from 'xstate';
import type { ActiveApplication } from '#contract/application-form';
import {
  type SessionEmitted,
  type SessionEvent,
  type SessionStoreCommand,
  type SwitchInput,
  sessionMachine,
} from '#machines/session.machine';
import { NoAnswer, type Session } from '#machines/session-data';
import {
  applyStoreCommand,
  memoryStorage,
  writeStoredApplication,
  writeStoredSession,
} from '../../src/session/storage';

export const admin: Session = {
  accessToken: 'access-admin',
  refreshToken: 'refresh-admin',
  permissions: ['company_settings_edit', 'roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};
export const editor: Session = { ...admin, accessToken: 'access-editor', refreshToken: 'r-ed' };
/** What every refresh in these tests returns. */
export const refreshed: Session = { ...admin, accessToken: 'access-2', refreshToken: 'refresh-2' };
export const inSecond: Session = {
  ...admin,
  accessToken: 'access-c2',
  refreshToken: 'refresh-c2',
  permissions: [],
  selectedCompanyId: 2,
  selectedCompanyName: 'Second Agency',
};
export const TOUR = { tourState: '{"done":true}' };
export const sunny: ActiveApplication = {
  applicationId: 1,
  applicationName: 'Sunny Breaks',
  features: ['orders', 'widgets'],
  languages: ['en', 'es'],
  statsUrl: 'https://stats.example.com/sunny',
};
export const opened: SessionEvent = { type: 'APPLICATION_OPENED', application: sunny };

// Outcomes of the injected calls arrive as actor events, so the graph explores them too.
const actorEvent = (type: string, extra: object) => ({ type, ...extra }) as unknown as SessionEvent;
export const revokeDone = actorEvent('xstate.done.actor.revokeSession', {});
export const revokeFailed = actorEvent('xstate.error.actor.revokeSession', { error: 'offline' });
export const refreshDone = actorEvent('xstate.done.actor.refreshSession', { output: refreshed });
export const refreshFailed = actorEvent('xstate.error.actor.refreshSession', { error: 401 });
/** The refresh call got no answer: offline, or the page reloaded while it was under way. */
export const refreshUnanswered = actorEvent('xstate.error.actor.refreshSession', {
  error: new NoAnswer(),
});
export const switchDone = actorEvent('xstate.done.actor.switchCompany', { output: inSecond });
export const switchFailed = actorEvent('xstate.error.actor.switchCompany', {
  error: { status: 403, body: { title: 'You do not belong to that company.' } },
});
export const otherTabSignedOut: SessionEvent = { type: 'STORAGE_CHANGED', session: null };
export const otherTabIdledOut: SessionEvent = {
  type: 'STORAGE_CHANGED',
  session: null,
  idle: true,
};
export const otherTabRefreshed: SessionEvent = { type: 'STORAGE_CHANGED', session: refreshed };

export const settledBy = new Map<SessionEvent, { actor: Actor; ok: boolean; error?: unknown }>([
  [revokeDone, { actor: 'revoke', ok: true }],
  [revokeFailed, { actor: 'revoke', ok: false }],
  [refreshDone, { actor: 'refresh', ok: true }],
  [refreshFailed, { actor: 'refresh', ok: false }],
  [refreshUnanswered, { actor: 'refresh', ok: false, error: new NoAnswer() }],
  [switchDone, { actor: 'switch', ok: true }],
  [switchFailed, { actor: 'switch', ok: false }],
]);

export const events: SessionEvent[] = [
  { type: 'LOGIN_SUCCEEDED', session: admin },
  { type: 'LOGOUT' },
  { type: 'REFRESH_NEEDED', accessToken: admin.accessToken },
  { type: 'REFRESH_NEEDED', accessToken: refreshed.accessToken },
  { type: 'CALL_SUCCEEDED' },
  { type: 'SWITCH_COMPANY', companyId: 2 },
  { type: 'IDLE_TIMEOUT' },
  opened,
  otherTabSignedOut,
  otherTabIdledOut,
  otherTabRefreshed,
  ...settledBy.keys(),
];

type Actor = 'revoke' | 'refresh' | 'switch';
type Pending = { actor: Actor; input: unknown; settle: (ok: boolean, error?: unknown) => void };

/** The real storage rules behind the injected actors; calls wait until the test settles them. */
export function harness(
  initial: Record<string, string>,
  nextRefresh: (n: number) => Session = () => refreshed,
) {
  let refreshes = 0;
  const storage = memoryStorage(initial);
  const pending: Pending[] = [];
  const waiting = <T>(actor: Actor, input: unknown, value: T) =>
    new Promise<T>((resolve, reject) => {
      pending.push({
        actor,
        input,
        settle: (ok, error = input) => (ok ? resolve(value) : reject(error)),
      });
    });
  let activeIdleWatchers = 0;
  const machine = sessionMachine.provide({
    actors: {
      sessionStore: fromCallback<SessionStoreCommand>(({ receive }) => {
        receive((command) => applyStoreCommand(storage, command));
      }),
      revokeSession: fromPromise(({ input }: { input: { refreshToken: string } }) =>
        waiting<void>('revoke', input, undefined),
      ),
      refreshSession: fromPromise(({ input }: { input: Session }) =>
        waiting('refresh', input, nextRefresh(++refreshes)),
      ),
      switchCompany: fromPromise(({ input }: { input: SwitchInput }) =>
        waiting('switch', input, inSecond),
      ),
      idleWatch: fromCallback(() => {
        activeIdleWatchers++;
        return () => activeIdleWatchers--;
      }),
    },
  });
  /** Settles the latest call of `actor`; a failure rejects with `error` (else its input). */
  const settle = (actor: Actor, ok: boolean, error?: unknown) => {
    const index = pending.findLastIndex((p) => p.actor === actor);
    const [call] = pending.splice(index, 1);
    call?.settle(ok, error);
  };
  return { storage, pending, machine, settle, idleWatchers: () => activeIdleWatchers };
}

export function storedAdmin() {
  const storage = memoryStorage({ ...TOUR, theme: 'dark' });
  writeStoredSession(storage, admin);
  return storage.entries();
}

/** A reload while an application was open: it is restored with the session. */
export function storedAdminInSunny() {
  const storage = memoryStorage(storedAdmin());
  writeStoredApplication(storage, sunny);
  return storage.entries();
}

export type { SessionEmitted };
