import { type ApiFetcher, tsRestFetchApi } from '@ts-rest/core';

export interface AuthHooks {
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /** A call made with a token answered 401 (next issue: refresh and retry instead). */
  onUnauthorized(): void;
}

const isApiPath = (path: string) =>
  new URL(path, 'http://local.invalid').pathname.startsWith('/api/');

/**
 * The ts-rest fetcher for the whole app (spec section 7): every call to api/ carries the bearer
 * token and cookies; a 401 on such a call ends the session.
 */
export function createAuthFetcher(hooks: AuthHooks, send: ApiFetcher = tsRestFetchApi): ApiFetcher {
  return async (args) => {
    const token = isApiPath(args.path) ? hooks.getAccessToken() : null;
    const response = await send({
      ...args,
      headers: token ? { ...args.headers, authorization: `Bearer ${token}` } : args.headers,
      fetchOptions: { ...args.fetchOptions, credentials: 'include' },
    });
    if (response.status === 401 && token) hooks.onUnauthorized();
    return response;
  };
}
