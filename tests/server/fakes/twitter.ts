import { createHash, randomBytes } from 'node:crypto';
import { type FakeServer, startFake } from './http';

export const FAKE_TWITTER = {
  clientId: 'fake-twitter-client',
  clientSecret: 'fake-twitter-secret',
};

type Grant = { userId: string; challenge: string; redirectUri: string };

export type FakeTwitter = FakeServer & {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** What the consent page does: the user approves, the browser goes to redirect_uri. */
  approve(
    authorizeUrl: string,
    userId: string,
  ): { code: string; state: string; redirectUri: string };
};

/** An OAuth 2.0 server that insists on PKCE S256, confidential-client auth and one-time codes. */
export async function startFakeTwitter(): Promise<FakeTwitter> {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  const basic = `Basic ${Buffer.from(`${FAKE_TWITTER.clientId}:${FAKE_TWITTER.clientSecret}`).toString('base64')}`;
  const invalid = { status: 400, json: { error: 'invalid_request' } };

  const server = await startFake((request, url, body) => {
    if (url.pathname === '/2/oauth2/token' && request.method === 'POST') {
      if (request.headers.authorization !== basic)
        return { status: 401, json: { error: 'invalid_client' } };
      const form = new URLSearchParams(body);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (!grant || form.get('grant_type') !== 'authorization_code') return invalid;
      if (grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri'))
        return invalid;
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.userId);
      return { status: 200, json: { token_type: 'bearer', access_token: token, expires_in: 7200 } };
    }
    if (url.pathname === '/2/users/me') {
      const userId = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!userId) return { status: 401, json: { title: 'Unauthorized' } };
      return {
        status: 200,
        json: { data: { id: userId, name: 'Fake', username: `user${userId}` } },
      };
    }
    return { status: 404, json: { error: 'not found' } };
  });

  return {
    ...server,
    authorizeUrl: `${server.baseUrl}/i/oauth2/authorize`,
    tokenUrl: `${server.baseUrl}/2/oauth2/token`,
    userInfoUrl: `${server.baseUrl}/2/users/me`,
    approve(authorizeUrl, userId) {
      const q = new URL(authorizeUrl).searchParams;
      const ok =
        q.get('client_id') === FAKE_TWITTER.clientId &&
        q.get('response_type') === 'code' &&
        q.get('code_challenge_method') === 'S256';
      if (!ok) throw new Error(`The fake refuses this authorize URL: ${authorizeUrl}`);
      const code = randomBytes(12).toString('hex');
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, { userId, challenge: q.get('code_challenge') ?? '', redirectUri });
      return { code, state: q.get('state') ?? '', redirectUri };
    },
  };
}
