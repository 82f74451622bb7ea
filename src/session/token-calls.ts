import type { SwitchInput } from '#machines/session.machine';
import { NoAnswer, type Session, sessionFromTokens } from '#machines/session-data';
import { callAnonymous } from '../api/call';
import { type Routes, routes } from '../api/routes';
import { type KeyValueStorage, readStoredSession, writeStoredSession } from './storage';

const LOCK = 'waypoint-session-refresh';

/** Runs `task` holding a lock every tab of this origin shares (Web Locks), when available. */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK, task) as Promise<T>) : task();
}

/**
 * The refresh call. Tabs take turns: a tab that waited finds the tokens another tab already
 * rotated in storage and uses those, instead of presenting a dead refresh token (which the
 * server would treat as theft and answer by ending the session everywhere). A call that gets
 * no answer rejects with NoAnswer, which keeps the session: reloading the page cancels it.
 */
export function refreshSession(storage: KeyValueStorage, session: Session): Promise<Session> {
  return acrossTabs(async () => {
    const stored = readStoredSession(storage);
    if (!stored) throw new Error('Signed out in another tab');
    if (stored.refreshToken !== session.refreshToken) return stored;
    const { accessToken, refreshToken } = session;
    const response = await callAnonymous<Routes['refreshToken']>(routes.refreshToken, {
      body: { accessToken, refreshToken },
    }).catch((cause: unknown) => {
      throw new NoAnswer(cause);
    });
    const next = response.status === 200 ? sessionFromTokens(response.body) : null;
    if (!next) throw response;
    // Written inside the lock, so the next tab in line sees it.
    writeStoredSession(storage, next);
    return next;
  });
}

export async function switchCompany({ session, companyId }: SwitchInput): Promise<Session> {
  const { accessToken, refreshToken } = session;
  const response = await callAnonymous<Routes['switchToken']>(routes.switchToken, {
    body: { accessToken, refreshToken, companyId },
  });
  const next = response.status === 200 ? sessionFromTokens(response.body) : null;
  if (!next) throw response;
  return next;
}

export async function revokeSession({ refreshToken }: { refreshToken: string }): Promise<void> {
  await callAnonymous<Routes['logout']>(routes.logout, { body: { refreshToken } });
}
