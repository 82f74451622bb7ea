import type { Session } from '#machines/session-data';
import { type KeyValueStorage, readStoredSession, STORAGE_KEYS } from './storage';

/** Keys whose change means another tab signed in, refreshed, switched or signed out. */
const WATCHED = new Set<string | null>([null, STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]);

/**
 * Follows the session other tabs write to localStorage (the `storage` event fires only in
 * the other tabs). Reports the stored session whenever it differs from this tab's.
 */
export function followOtherTabs(
  storage: KeyValueStorage,
  current: () => Session | null,
  report: (session: Session | null) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!WATCHED.has(event.key)) return;
    const stored = readStoredSession(storage);
    if (
      stored?.refreshToken === current()?.refreshToken &&
      stored?.accessToken === current()?.accessToken
    ) {
      return;
    }
    report(stored);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
