import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '#contract/account';
import { oneTimeTokens } from '#server/db/schema';
import { addUser, bearer, userRow } from './account-users';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { outboxMailsTo, removeDir, tempDataDir, tokenFrom } from './mail-sink';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const send = (server: TestServer, accessToken: string, email: string) =>
  server.fetch(`/api/accounts/generalSettings/emailVerification/${encodeURIComponent(email)}`, {
    method: 'POST',
    headers: bearer(accessToken),
  });
const confirm = (server: TestServer, token: string) =>
  server.fetch(`/api/auth/emailVerification/${encodeURIComponent(token)}`, { method: 'POST' });

async function linkFor(server: TestServer) {
  const user = await addUser(server);
  const { accessToken } = await signIn(server, user);
  const res = await send(server, accessToken, user.email);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: ACCOUNT_TEXT.verificationSent });
  const [mail] = await outboxMailsTo(dataDir, user.email);
  if (!mail) throw new Error('no mail');
  expect(mail.links[0]).toMatch(
    /\/emailverification\/[\w-]+\?redirect=%2Faccount%3FemailToken%3D[\w-]+$/,
  );
  return { user, accessToken, token: tokenFrom(mail.text, '/emailverification/') };
}

describeEachDatabase(
  'email verification',
  (server) => {
    it('mails a link that confirms the address once', async () => {
      const { user, accessToken, token } = await linkFor(server());
      expect((await userRow(server(), user.id)).emailConfirmed).toBe(false);
      const res = await confirm(server(), token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: ACCOUNT_TEXT.emailConfirmed });
      expect((await userRow(server(), user.id)).emailConfirmed).toBe(true);

      const again = await confirm(server(), token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ title: ACCOUNT_TEXT.verificationInvalid });

      const resend = await send(server(), accessToken, user.email);
      expect(await resend.json()).toEqual({ title: ACCOUNT_TEXT.alreadyConfirmed });
    });

    it('refuses an expired link', async () => {
      const { user, token } = await linkFor(server());
      await server()
        .database.db.update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, user.id));
      expect((await confirm(server(), token)).status).toBe(400);
      expect((await userRow(server(), user.id)).emailConfirmed).toBe(false);
    });

    it('refuses to send for another address and needs a signed-in user', async () => {
      const user = await addUser(server());
      const { accessToken } = await signIn(server(), user);
      const other = await send(server(), accessToken, 'someone-else@mail.test');
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ title: ACCOUNT_TEXT.notYourEmail });
      expect((await send(server(), 'not-a-token', user.email)).status).toBe(401);
      expect((await confirm(server(), 'made-up-token')).status).toBe(400);
    });
  },
  { dataDir },
);
