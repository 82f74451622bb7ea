import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import type { ActiveUser } from '#contract/auth';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';
import { MSG } from '#contract/messages';
import { hashRefreshToken } from '#server/auth/tokens';
import { refreshTokens } from '#server/db/schema';
import { ADMIN, describeEachDatabase, EDITOR, JWT_SECRET, signIn } from './harness';

const token = (username: string, password: string) => ({
  method: 'POST',
  body: { username, password },
});

describeEachDatabase('sign-in, active user and logout', (server) => {
  it('signs the admin in with tokens, every permission and the demo company', async () => {
    const res = await server().fetch('/api/auth/token', token(ADMIN.email, ADMIN.password));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.userPermissions).toContain('company_settings_edit');
    expect(body.userPermissions).toHaveLength(26);
    expect(body).toMatchObject({
      selectedCompanyId: 1,
      selectedCompanyName: 'Demo Travel',
      needsTwoFactorCode: false,
    });
  });

  it('ignores the case of the email address', async () => {
    const res = await server().fetch(
      '/api/auth/token',
      token(' Admin@Waypoint.TEST ', ADMIN.password),
    );
    expect(res.status).toBe(200);
  });

  it('gives the editor only read permissions', async () => {
    const { userPermissions } = await signIn(server(), EDITOR);
    expect(userPermissions).toContain('company_settings_read');
    expect(userPermissions.every((p) => p.endsWith('_read'))).toBe(true);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await server().fetch('/api/auth/token', token(ADMIN.email, 'not-the-password'));
    const unknown = await server().fetch('/api/auth/token', token('nobody@x.test', 'whatever1'));
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ title: MSG.wrongCredentials });
    expect(b).toEqual(a);
  });

  it('refuses a user whose only membership is inactive, with the same message', async () => {
    const res = await server().fetch(
      '/api/auth/token',
      token('sam.cole@demo.test', EDITOR.password),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.wrongCredentials });
  });

  it('describes the signed-in user in their company', async () => {
    const { accessToken } = await signIn(server(), ADMIN);
    const res = await server().fetch('/api/auth/activeUser', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    const user = (await res.json()) as ActiveUser;
    expect(user).toMatchObject({
      companyId: 1,
      companyName: 'Demo Travel',
      email: ADMIN.email,
      displayName: 'Platform Admin',
      isPlatformAdmin: true,
      dateFormat: DEFAULT_DATE_FORMAT,
      dateTimeFormat: DEFAULT_DATE_TIME_FORMAT,
    });
    expect(user.permissions).toContain('company_users_edit');
    expect(user.applications.map((a) => a.name)).toEqual([
      'Sunny Breaks',
      'City Hopper',
      'Alpine Trails',
    ]);
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const expired = await new SignJWT({ cid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const forged = await new SignJWT({ cid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length!!'));
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      `Bearer ${expired}`,
      `Bearer ${forged}`,
    ]) {
      const res = await server().fetch('/api/auth/activeUser', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ title: MSG.notSignedIn });
    }
  });

  it('stores only a hash of the refresh token and revokes it on logout', async () => {
    const { refreshToken } = await signIn(server(), EDITOR);
    const { db } = server().database;
    const stored = () =>
      db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    const [before] = await stored();
    expect(before?.revokedAt).toBeNull();
    expect(before?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const res = await server().fetch('/api/auth/logout', {
      method: 'POST',
      body: { refreshToken },
    });
    expect(res.status).toBe(204);
    const [after] = await stored();
    expect(after?.revokedAt).toBeInstanceOf(Date);

    const again = await server().fetch('/api/auth/logout', {
      method: 'POST',
      body: { refreshToken },
    });
    expect(again.status).toBe(204);
  });
});
