import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type FakeServer, startFake } from './http';

export const FAKE_GOOGLE = {
  clientId: 'fake-google-client.apps.test',
  clientSecret: 'fake-secret',
};

export type IdTokenOptions = {
  claims?: JWTPayload;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish (under the published kid). */
  foreignKey?: boolean;
};

export type FakeGoogle = FakeServer & {
  issuer: string;
  jwksUrl: string;
  idToken(options?: IdTokenOptions): Promise<string>;
};

/**
 * A Google-kind OpenID provider: publishes one RS256 key as a JWKS and signs real ID tokens
 * with it. GET /id-token?sub=&email= hands one out (the e2e sign-in page uses it).
 */
export async function startFakeGoogle(port = 0): Promise<FakeGoogle> {
  const kid = 'fake-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let issuer = '';

  const idToken = async ({ claims = {}, expiresIn = 3600, foreignKey }: IdTokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
      .setAudience(claims.aud ?? FAKE_GOOGLE.clientId)
      .setSubject(claims.sub ?? 'google-subject-1')
      .setIssuedAt(now - 60)
      .setExpirationTime(now + expiresIn)
      .sign(foreignKey ? foreign.privateKey : privateKey);
  };

  const server = await startFake(async (_request, url) => {
    if (url.pathname === '/jwks') return { status: 200, json: { keys: [jwk] } };
    if (url.pathname === '/id-token') {
      const sub = url.searchParams.get('sub') ?? 'google-subject-1';
      const email = url.searchParams.get('email') ?? undefined;
      return { status: 200, json: { idToken: await idToken({ claims: { sub, email } }) } };
    }
    return { status: 404, json: { error: 'not found' } };
  }, port);
  issuer = server.baseUrl;
  return { ...server, issuer, jwksUrl: `${server.baseUrl}/jwks`, idToken };
}
