import type { SessionLink } from './fetcher';

let link: SessionLink = {
  getAccessToken: () => null,
  refresh: async () => null,
  succeeded: () => {},
};

/**
 * The API is created before the session actor; the session module binds itself here so the
 * fetcher can read the token and ask for a refresh without an import cycle.
 */
export function bindAuth(next: SessionLink): void {
  link = next;
}

export const authBridge: SessionLink = {
  getAccessToken: () => link.getAccessToken(),
  refresh: (usedToken) => link.refresh(usedToken),
  succeeded: () => link.succeeded(),
};
