import { afterAll, expect, it } from 'vitest';
import type { CompanyUser } from '#contract/users';
import { toBody } from '../../src/pages/users/user-body';
import { addUser } from './account-users';
import { ADMIN, describeEachDatabase, signIn, type TestServer } from './harness';
import { outboxMailsTo, removeDir, tempDataDir, tokenFrom } from './mail-sink';
import { bearer, post, tokenPair } from './session.fixtures';

type Tokens = { accessToken: string; refreshToken: string };

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

/**
 * What the holder of an access token can still do: its own account (no company check), and a
 * company call, which answers through the per-request permission query.
 */
async function answers(server: TestServer, { accessToken }: Tokens) {
  const account = await server.fetch('/api/accounts/generalSettings', bearer(accessToken));
  const company = await server.fetch('/api/companies/1/users/roleoptions', bearer(accessToken));
  const me = await server.fetch('/api/auth/activeUser', bearer(accessToken));
  return [account.status, company.status, me.status];
}

const refresh = (server: TestServer, tokens: Tokens) =>
  server.fetch('/api/auth/refreshToken', post(tokenPair(tokens)));

describeEachDatabase(
  'an ended session stops its access token at once',
  (server) => {
    it('after sign-out', async () => {
      const user = await addUser(server());
      const tokens = await signIn(server(), user);
      expect(await answers(server(), tokens)).toEqual([200, 200, 200]);
      await server().fetch('/api/auth/logout', post({ refreshToken: tokens.refreshToken }));
      expect(await answers(server(), tokens)).toEqual([401, 401, 401]);
    });

    it('after a refresh token is reused and its family revoked', async () => {
      const user = await addUser(server());
      const first = await signIn(server(), user);
      const second = (await (await refresh(server(), first)).json()) as Tokens;
      const third = (await (await refresh(server(), second)).json()) as Tokens;
      expect(await answers(server(), third)).toEqual([200, 200, 200]);
      expect((await refresh(server(), first)).status).toBe(401);
      expect(await answers(server(), third)).toEqual([401, 401, 401]);
    });

    it('after a password change, on every other device', async () => {
      const user = await addUser(server());
      const here = await signIn(server(), user);
      const elsewhere = await signIn(server(), user);
      const change = await server().fetch('/api/accounts/generalSettings/password', {
        ...bearer(here.accessToken),
        method: 'POST',
        body: {
          currentPassword: user.password,
          newPassword: 'a-brand-new-password',
          refreshToken: here.refreshToken,
        },
      });
      expect(change.status).toBe(200);
      expect(await answers(server(), elsewhere)).toEqual([401, 401, 401]);
      expect(await answers(server(), here)).toEqual([200, 200, 200]);
    });

    it('after a password reset, everywhere', async () => {
      const user = await addUser(server());
      const tokens = await signIn(server(), user);
      await server().fetch('/api/auth/forgottenPassword', post({ email: user.email }));
      const [mail] = await outboxMailsTo(dataDir, user.email);
      const token = tokenFrom(mail?.text ?? '', '/resetpassword?token=');
      const reset = await server().fetch(
        '/api/auth/resetPassword',
        post({ token, password: 'a-brand-new-password' }),
      );
      expect(reset.status).toBe(200);
      expect(await answers(server(), tokens)).toEqual([401, 401, 401]);
    });

    it('after the account is deactivated in its company', async () => {
      const user = await addUser(server());
      const tokens = await signIn(server(), user);
      const admin = await signIn(server(), ADMIN);
      const path = `/api/companies/1/users/${user.id}`;
      const current = (await (
        await server().fetch(path, bearer(admin.accessToken))
      ).json()) as CompanyUser;
      const saved = await server().fetch(path, {
        ...bearer(admin.accessToken),
        method: 'PUT',
        // What the user page sends: its form's fields, and the version it read.
        body: { ...toBody(current), isActive: false, version: current.version },
      });
      expect(saved.status).toBe(200);
      expect(await answers(server(), tokens)).toEqual([401, 401, 401]);
    });
  },
  { dataDir },
);
