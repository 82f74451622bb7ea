import { compactVerify } from 'jose';
import type { Owner } from '#server/auth/tokens';

const decoder = new TextDecoder();

/**
 * The principal of an access token whose signature is ours, expired or not. Refresh and
 * switch need this: the access token has usually expired by then, but it must still prove
 * that it was issued to the same user as the refresh token. Only HS256 is accepted, so an
 * `alg: none` or otherwise re-signed token is refused.
 */
export async function principalIgnoringExpiry(
  token: string,
  secret: string,
): Promise<Owner | undefined> {
  try {
    const { payload } = await compactVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    });
    const claims: unknown = JSON.parse(decoder.decode(payload));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { sub, cid } = claims as { sub?: unknown; cid?: unknown };
    const userId = Number(sub);
    if (typeof sub !== 'string' || !Number.isInteger(userId) || typeof cid !== 'number') {
      return undefined;
    }
    return { userId, companyId: cid };
  } catch {
    return undefined;
  }
}
