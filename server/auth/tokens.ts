import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who made a request: the user and the company they act in. */
export type Principal = { userId: number; companyId: number };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(
  principal: Principal,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ cid: principal.companyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(principal.userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/** The principal of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<Principal | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const companyId = payload.cid;
    if (!Number.isInteger(userId) || typeof companyId !== 'number') return undefined;
    return { userId, companyId };
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
