import { describe, expect, it } from 'vitest';
import { authFetch, readBody, type SessionLink } from '../../src/api/fetcher';

/** A server that answers 401 to every token but `valid`, and a session that refreshes to `next`. */
function setup(options: { valid: string; start: string | null; next: string | null }) {
  const sent: { path: string; headers: Headers; credentials?: RequestCredentials }[] = [];
  let token = options.start;
  const events: string[] = [];
  const link: SessionLink = {
    getAccessToken: () => token,
    refresh: async (used) => {
      events.push(`refresh:${used}`);
      token = options.next;
      return token;
    },
    succeeded: () => events.push('succeeded'),
  };
  const send = async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ path, headers, credentials: init.credentials });
    const ok = headers.get('authorization') === `Bearer ${options.valid}`;
    return new Response(JSON.stringify({ ok }), {
      status: ok ? 200 : 401,
      headers: { 'content-type': 'application/json' },
    });
  };
  const get = (path: string) => authFetch(link, path, { method: 'GET' }, send);
  return { get, sent, events };
}

describe('authFetch (spec section 7)', () => {
  it('sends the bearer token and cookies with api/ calls', async () => {
    const { get, sent, events } = setup({ valid: 'tok', start: 'tok', next: null });
    const response = await get('/api/auth/activeUser');
    expect(response.status).toBe(200);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(sent[0]?.credentials).toBe('include');
    expect(events).toEqual(['succeeded']);
  });

  it('sends no token to other paths, and none when signed out', async () => {
    const other = setup({ valid: 'tok', start: 'tok', next: null });
    await other.get('/health-page');
    expect(other.sent[0]?.headers.has('authorization')).toBe(false);
    const signedOut = setup({ valid: 'tok', start: null, next: null });
    await signedOut.get('/api/auth/activeUser');
    expect(signedOut.sent[0]?.headers.has('authorization')).toBe(false);
    expect(signedOut.events).toEqual([]);
  });

  it('refreshes after a 401 and retries the call with the new token', async () => {
    const { get, sent, events } = setup({ valid: 'fresh', start: 'stale', next: 'fresh' });
    const response = await get('/api/auth/activeUser');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sent.map((s) => s.headers.get('authorization'))).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(events).toEqual(['refresh:stale', 'succeeded']);
  });

  it('gives the 401 back when the session cannot be refreshed', async () => {
    const { get, sent, events } = setup({ valid: 'fresh', start: 'stale', next: null });
    const response = await get('/api/auth/activeUser');
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(events).toEqual(['refresh:stale']);
  });
});

describe('readBody', () => {
  it('reads JSON, text and empty bodies', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    expect(await readBody(json)).toEqual({ a: 1 });
    expect(await readBody(new Response('plain words'))).toBe('plain words');
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
  });
});
