import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import type { ActiveUser, TokenResponse } from '#contract/auth';
import { SESSION_MSG } from '#contract/session';
import { ADMIN, describeEachDatabase, EDITOR, signIn, type TestServer } from './harness';
import {
  addSecondCompany,
  bearer,
  expiredAccessToken,
  post,
  setMembershipActive,
  tokenPair,
  unsignedAccessToken,
} from './session.fixtures';

type Tokens = { accessToken: string; refreshToken: string };

const refresh = (server: TestServer, tokens: Tokens) =>
  server.fetch('/api/auth/refreshToken', post(tokenPair(tokens)));

const userIdOf = (tokens: Tokens) => Number(decodeJwt(tokens.accessToken).sub);

async function refreshed(server: TestServer, tokens: Tokens) {
  const res = await refresh(server, tokens);
  expect(res.status).toBe(200);
  return (await res.json()) as TokenResponse & Tokens;
}

describeEachDatabase(
  'refreshing tokens',
  (server) => {
    it('rotates: new tokens work, the old refresh token is dead', async () => {
      const first = await signIn(server(), ADMIN);
      const second = await refreshed(server(), first);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second).toMatchObject({ selectedCompanyId: 1, selectedCompanyName: 'Demo Travel' });
      expect(second.userPermissions).toContain('company_settings_edit');
      const me = await server().fetch('/api/auth/activeUser', bearer(second.accessToken));
      expect(me.status).toBe(200);
      expect(await refreshed(server(), second)).toBeTruthy();
    });

    it('revokes the whole device session when a dead refresh token is presented again', async () => {
      const first = await signIn(server(), ADMIN);
      const second = await refreshed(server(), first);
      const replay = await refresh(server(), first);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({ title: SESSION_MSG.sessionEnded });
      // The thief's replay ended the legitimate chain too.
      expect((await refresh(server(), second)).status).toBe(401);
    });

    it('leaves other sessions of the same account alone after a replay', async () => {
      const laptop = await signIn(server(), ADMIN);
      const phone = await signIn(server(), ADMIN);
      await refreshed(server(), laptop);
      expect((await refresh(server(), laptop)).status).toBe(401);
      expect((await refresh(server(), phone)).status).toBe(200);
    });

    it('accepts an expired access token of the same user', async () => {
      const tokens = await signIn(server(), ADMIN);
      const expired = await expiredAccessToken(userIdOf(tokens), 1);
      const me = await server().fetch('/api/auth/activeUser', bearer(expired));
      expect(me.status).toBe(401);
      await refreshed(server(), { ...tokens, accessToken: expired });
    });

    it('refuses a tampered, unsigned or another user’s access token', async () => {
      const admin = await signIn(server(), ADMIN);
      const editor = await signIn(server(), EDITOR);
      const [head, , sig] = admin.accessToken.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: '999', cid: 1 })).toString('base64url');
      const attempts = [
        `${head}.${forged}.${sig}`,
        unsignedAccessToken(userIdOf(admin), 1),
        await expiredAccessToken(userIdOf(admin), 1, 'another-secret-that-is-long-enough-32'),
        editor.accessToken,
      ];
      for (const accessToken of attempts) {
        const res = await refresh(server(), { accessToken, refreshToken: admin.refreshToken });
        expect(res.status).toBe(401);
      }
    });

    it('refuses unknown and logged-out refresh tokens', async () => {
      const tokens = await signIn(server(), ADMIN);
      const unknown = await refresh(server(), { ...tokens, refreshToken: 'x'.repeat(43) });
      expect(unknown.status).toBe(401);
      await server().fetch('/api/auth/logout', post({ refreshToken: tokens.refreshToken }));
      expect((await refresh(server(), tokens)).status).toBe(401);
    });

    it('lets exactly one of two simultaneous refreshes with one token win', async () => {
      const tokens = await signIn(server(), ADMIN);
      const answers = await Promise.all([refresh(server(), tokens), refresh(server(), tokens)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('ends the session when the membership is gone', async () => {
      const second = await addSecondCompany(server(), 'Refresh Co');
      const tokens = await signIn(server(), ADMIN);
      const switched = await server().fetch(
        '/api/auth/switchToken',
        post({ ...tokenPair(tokens), companyId: second.companyId }),
      );
      const inSecond = (await switched.json()) as Tokens;
      await setMembershipActive(server(), { userId: second.adminId, ...second }, false);
      expect((await refresh(server(), inSecond)).status).toBe(401);
    });
  },
  // Replays here come at once; the grace for a just-rotated token is tested on its own.
  { refreshReuseGraceSeconds: 0 },
);

describeEachDatabase(
  'switching company',
  (server) => {
    it('lists the account’s companies and switches to another one', async () => {
      const second = await addSecondCompany(server());
      const tokens = await signIn(server(), ADMIN);
      const list = await server().fetch('/api/auth/companies', bearer(tokens.accessToken));
      expect(await list.json()).toEqual([
        { id: 1, name: 'Demo Travel', logoUrl: null, selected: true },
        { id: second.companyId, name: 'Second Agency', logoUrl: null, selected: false },
      ]);

      const res = await server().fetch(
        '/api/auth/switchToken',
        post({ ...tokenPair(tokens), companyId: second.companyId }),
      );
      expect(res.status).toBe(200);
      const switched = (await res.json()) as TokenResponse & Tokens;
      expect(switched).toMatchObject({
        selectedCompanyId: second.companyId,
        selectedCompanyName: 'Second Agency',
        userPermissions: [],
      });
      const me = await server().fetch('/api/auth/activeUser', bearer(switched.accessToken));
      expect(((await me.json()) as ActiveUser).companyName).toBe('Second Agency');
      // The old refresh token was spent by the switch.
      expect((await refresh(server(), tokens)).status).toBe(401);
      // The next sign-in lands where the user last worked.
      expect((await signIn(server(), ADMIN)).selectedCompanyId).toBe(second.companyId);
      await server().fetch('/api/auth/switchToken', post({ ...tokenPair(switched), companyId: 1 }));
    });

    it('answers 403 for a company the account does not belong to, and the session goes on', async () => {
      const tokens = await signIn(server(), EDITOR);
      const res = await server().fetch(
        '/api/auth/switchToken',
        post({ ...tokenPair(tokens), companyId: 9999 }),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ title: SESSION_MSG.notMember });
      expect((await refresh(server(), tokens)).status).toBe(200);
    });
  },
  { refreshReuseGraceSeconds: 0 },
);

describeEachDatabase('active user of a company', (server) => {
  it('describes the user in a company they belong to, and refuses others', async () => {
    const tokens = await signIn(server(), EDITOR);
    const own = await server().fetch('/api/auth/activeUser/1', bearer(tokens.accessToken));
    expect(own.status).toBe(200);
    const user = (await own.json()) as ActiveUser;
    expect(user).toMatchObject({ companyId: 1, email: EDITOR.email, isPlatformAdmin: false });
    expect(user.permissions.every((p) => p.endsWith('_read'))).toBe(true);

    const other = await server().fetch('/api/auth/activeUser/9999', bearer(tokens.accessToken));
    expect(other.status).toBe(403);
    expect((await server().fetch('/api/auth/activeUser/1')).status).toBe(401);
    expect((await server().fetch('/api/auth/companies')).status).toBe(401);
  });
});
