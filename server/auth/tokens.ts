import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Whose a token is: the user and the company they act in. */
export type Owner = { userId: number; companyId: number };

/** Who made a request: the owner, and the session (one signed-in device) the token belongs to. */
export type Principal = Owner & { sessionId: string };

/**
 * Fixes what otherwise differs per call, so the same rotation answered twice (a racing
 * duplicate within the grace) gives the very same access token.
 */
export type Issue = { issuedAt: Date; jti: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(
  principal: Principal,
  secret: string,
  ttlSeconds: number,
  issue: Issue = { issuedAt: new Date(), jti: randomUUID() },
): Promise<string> {
  const iat = Math.floor(issue.issuedAt.getTime() / 1000);
  return new SignJWT({ cid: principal.companyId, sid: principal.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(principal.userId))
    .setJti(issue.jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

/** Verified tokens by secret: their principal and expiry (ms), oldest first. */
const verified = new Map<string, Map<string, { principal: Principal; expiresAt: number }>>();
const VERIFIED_MAX = 10_000;

/**
 * The principal of a valid, unexpired token; undefined for anything else. Every signed-in call
 * verifies its token, and WebCrypto's HMAC with its promise hops was a twentieth of a list
 * request's CPU (bench/users-list-vs-bare.mjs), so a token verified once is remembered until it
 * expires: the same string with the same secret can only verify the same way again. Whether its
 * session still goes on is checked by the query each call runs anyway (decide).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<Principal | undefined> {
  const known = verified.get(secret) ?? new Map();
  verified.set(secret, known);
  const hit = known.get(token);
  if (hit) return hit.expiresAt > now ? hit.principal : undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const { cid: companyId, sid: sessionId, exp } = payload;
    if (!Number.isInteger(userId) || typeof companyId !== 'number') return undefined;
    // Tokens from before sessions were named have none: refreshing gives one that does.
    if (typeof sessionId !== 'string' || typeof exp !== 'number') return undefined;
    const principal = { userId, companyId, sessionId };
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value ?? '');
    known.set(token, { principal, expiresAt: exp * 1000 });
    return principal;
  } catch {
    return undefined;
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` when it is rotated. Derived rather than random, so a racing
 * duplicate of the same refresh can be given the same successor; only the holder of `token`
 * and the server can compute it.
 */
export function successorOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');
}

/** The access token id that goes with a refresh token, so a repeated answer is identical. */
export const accessIdOf = (refreshToken: string) =>
  createHash('sha256').update(`access:${refreshToken}`).digest('base64url').slice(0, 32);
