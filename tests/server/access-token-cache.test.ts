import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '#server/auth/tokens';

const principal = { userId: 7, companyId: 3, sessionId: 'session-a' };
const issuedAt = new Date('2026-11-25T10:00:00Z');
const sign = (secret: string) =>
  signAccessToken(principal, secret, 60, { issuedAt, jti: `jti-${secret}` });

describe('a remembered access token', () => {
  it('still stops working when it expires', async () => {
    const token = await sign('secret-one-that-is-long-enough');
    const at = (seconds: number) => issuedAt.getTime() + seconds * 1000;
    expect(await verifyAccessToken(token, 'secret-one-that-is-long-enough', at(1))).toEqual(
      principal,
    );
    // The second call is answered from memory; expiry is checked all the same.
    expect(await verifyAccessToken(token, 'secret-one-that-is-long-enough', at(59))).toEqual(
      principal,
    );
    expect(
      await verifyAccessToken(token, 'secret-one-that-is-long-enough', at(60)),
    ).toBeUndefined();
  });

  it('is never accepted under another secret', async () => {
    const token = await sign('secret-two-that-is-long-enough');
    const now = issuedAt.getTime() + 1000;
    expect(await verifyAccessToken(token, 'secret-two-that-is-long-enough', now)).toEqual(
      principal,
    );
    expect(await verifyAccessToken(token, 'a-different-secret-entirely', now)).toBeUndefined();
  });

  it('is never accepted once altered', async () => {
    const token = await sign('secret-three-that-is-long-enough');
    const now = issuedAt.getTime() + 1000;
    await verifyAccessToken(token, 'secret-three-that-is-long-enough', now);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(
      await verifyAccessToken(altered, 'secret-three-that-is-long-enough', now),
    ).toBeUndefined();
  });
});
