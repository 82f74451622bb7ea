import { randomBytes } from 'node:crypto';
import { type FakeServer, startFake } from './http';

export const FAKE_FACEBOOK = { clientId: '123456789', clientSecret: 'fake-facebook-secret' };

type Issued = { userId: string; email?: string; appId: string; valid: boolean };

export type FakeFacebook = FakeServer & {
  graphUrl: string;
  /** A user access token the fake Graph API will vouch for (or not). */
  issue(user: { userId: string; email?: string; appId?: string; valid?: boolean }): string;
};

/** The two Graph API calls the server makes: debug_token (with the app token) and /me. */
export async function startFakeFacebook(): Promise<FakeFacebook> {
  const tokens = new Map<string, Issued>();
  const appToken = `${FAKE_FACEBOOK.clientId}|${FAKE_FACEBOOK.clientSecret}`;
  const graphError = { status: 400, json: { error: { message: 'Invalid OAuth access token' } } };

  const server = await startFake((_request, url) => {
    const q = url.searchParams;
    if (url.pathname === '/debug_token') {
      if (q.get('access_token') !== appToken) return graphError;
      const t = tokens.get(q.get('input_token') ?? '');
      if (!t) return { status: 200, json: { data: { is_valid: false, app_id: '', user_id: '' } } };
      return {
        status: 200,
        json: { data: { is_valid: t.valid, app_id: t.appId, user_id: t.userId } },
      };
    }
    if (url.pathname === '/me') {
      const t = tokens.get(q.get('access_token') ?? '');
      if (!t?.valid) return graphError;
      const wanted = (q.get('fields') ?? 'id').split(',');
      const me: Record<string, string> = { id: t.userId };
      if (wanted.includes('email') && t.email) me.email = t.email;
      return { status: 200, json: me };
    }
    return { status: 404, json: { error: { message: 'Unknown path' } } };
  });

  return {
    ...server,
    graphUrl: server.baseUrl,
    issue({ userId, email, appId = FAKE_FACEBOOK.clientId, valid = true }) {
      const token = `EAA${randomBytes(16).toString('hex')}`;
      tokens.set(token, { userId, ...(email ? { email } : {}), appId, valid });
      return token;
    },
  };
}
