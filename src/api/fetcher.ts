/** How the fetcher reaches the session without importing it (the session imports the API). */
export interface SessionLink {
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /**
   * A call made with `usedToken` answered 401. Resolves with the token to retry with (after
   * the one refresh in flight, shared by every caller), or null: the session is over. Rejects
   * when that refresh got no answer, so the call fails as if it had got none itself.
   */
  refresh(usedToken: string): Promise<string | null>;
  /** A call made with a token succeeded (resets the refresh attempts). */
  succeeded(): void;
}

export type Send = (path: string, init: RequestInit) => Promise<Response>;

const isApiPath = (path: string) =>
  new URL(path, 'http://local.invalid').pathname.startsWith('/api/');

function withToken(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  return { ...init, headers, credentials: 'include' };
}

/**
 * Every call of the app (spec section 7): api/ calls carry the bearer token and cookies; a 401
 * refreshes the session and retries the call with the new token. The loop ends because every
 * refresh counts towards MAX_REFRESH_ATTEMPTS, after which the session ends and refresh gives null.
 */
export async function authFetch(
  link: SessionLink,
  path: string,
  init: RequestInit = {},
  send: Send = (p, i) => fetch(p, i),
): Promise<Response> {
  let token = isApiPath(path) ? link.getAccessToken() : null;
  for (;;) {
    const response = await send(path, withToken(init, token));
    if (!token) return response;
    if (response.status !== 401) {
      if (response.ok) link.succeeded();
      return response;
    }
    const next = await link.refresh(token);
    if (!next) return response;
    token = next;
  }
}

/** The body as ts-rest reads it: JSON, text, or nothing. */
export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('json') && text !== '') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text === '' ? undefined : text;
}
