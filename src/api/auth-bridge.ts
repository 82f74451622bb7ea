import type { AuthHooks } from './fetcher';

let hooks: AuthHooks = { getAccessToken: () => null, onUnauthorized: () => {} };

/**
 * The API client is created before the session actor; the session module binds itself here
 * so the fetcher can read the token and report a 401 without an import cycle.
 */
export function bindAuth(next: AuthHooks): void {
  hooks = next;
}

export const authBridge: AuthHooks = {
  getAccessToken: () => hooks.getAccessToken(),
  onUnauthorized: () => hooks.onUnauthorized(),
};
