import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ServerConfig } from '#server/deps';
import { notVerified, unreachable, type VerifiedIdentity } from './identity';

type GoogleConfig = NonNullable<ServerConfig['google']>;

/** Google's own tokens name the issuer with or without the scheme. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Checks a Google ID token: RS256 signature against the issuer's JWKS (fetched and cached by
 * jose), issuer, audience = our client id, and expiry. Anything else is refused.
 */
export function googleVerifier(config: GoogleConfig) {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  const issuer =
    config.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [config.issuer];
  return async (idToken: string): Promise<VerifiedIdentity> => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer,
        audience: config.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      // The key set could not be fetched: the token may be fine, the provider is not.
      if (err instanceof errors.JWKSTimeout || err instanceof TypeError)
        throw unreachable('google');
      throw notVerified('google');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw notVerified('google');
    const email = typeof payload.email === 'string' ? payload.email : null;
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      provider: 'google',
      subject: payload.sub,
      email,
      emailVerified: email !== null && verified,
    };
  };
}
