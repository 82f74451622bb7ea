import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { PASSWORD_TEXT } from '#contract/password';
import { oneTimeTokens, refreshTokens } from '#server/db/schema';
import { addUser } from './account-users';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { outboxMailsTo, readOutbox, removeDir, tempDataDir, tokenFrom } from './mail-sink';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const forgot = (server: TestServer, email: string) =>
  server.fetch('/api/auth/forgottenPassword', { method: 'POST', body: { email } });
const reset = (server: TestServer, token: string, password: string) =>
  server.fetch('/api/auth/resetPassword', { method: 'POST', body: { token, password } });

const tryPassword = (server: TestServer, username: string, password: string) =>
  server.fetch('/api/auth/token', { method: 'POST', body: { username, password } });

/** Asks for a reset link and returns its token, read from the outbox mail. */
async function resetToken(server: TestServer, email: string, nth = 1) {
  const res = await forgot(server, email);
  expect(res.status).toBe(200);
  const mails = await outboxMailsTo(dataDir, email, nth);
  const mail = mails[nth - 1];
  if (!mail) throw new Error('no mail');
  expect(mail.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/resetpassword\?token=/);
  return tokenFrom(mail.text, '/resetpassword?token=');
}

describeEachDatabase(
  'forgotten and reset password',
  (server) => {
    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const user = await addUser(server());
      const known = await forgot(server(), user.email.toUpperCase());
      const unknown = await forgot(server(), 'nobody-here@mail.test');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const bodies = [await known.json(), await unknown.json()];
      expect(bodies[0]).toEqual({ message: PASSWORD_TEXT.resetRequested });
      expect(bodies[1]).toEqual(bodies[0]);
      const [mail] = await outboxMailsTo(dataDir, user.email);
      expect(mail?.subject).toMatch(/reset/i);
      const all = await readOutbox(dataDir);
      expect(all.some((m) => m.to === 'nobody-here@mail.test')).toBe(false);
    });

    it('resets with the link once, signs the account out everywhere, and the old password stops working', async () => {
      const user = await addUser(server());
      const session = await signIn(server(), user);
      const token = await resetToken(server(), user.email);

      const res = await reset(server(), token, 'brand-new-password');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: PASSWORD_TEXT.passwordReset });

      expect((await tryPassword(server(), user.email, 'brand-new-password')).status).toBe(200);
      expect((await tryPassword(server(), user.email, user.password)).status).toBe(400);

      const again = await reset(server(), token, 'another-password-2');
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ title: PASSWORD_TEXT.resetLinkInvalid });

      // The session from before the reset cannot be refreshed any more.
      const refreshed = await server().fetch('/api/auth/refreshToken', {
        method: 'POST',
        body: { accessToken: session.accessToken, refreshToken: session.refreshToken },
      });
      expect(refreshed.status).not.toBe(200);
      const tokens = await server()
        .database.db.select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      // Only the sign-in with the new password above is still alive.
      expect(tokens.filter((r) => r.revokedAt === null)).toHaveLength(1);
    });

    it('refuses an expired link', async () => {
      const user = await addUser(server());
      const token = await resetToken(server(), user.email);
      await server()
        .database.db.update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, user.id));
      const res = await reset(server(), token, 'brand-new-password');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: PASSWORD_TEXT.resetLinkInvalid });
      expect((await tryPassword(server(), user.email, user.password)).status).toBe(200);
    });

    it('refuses a made-up token and a password outside 10–128 characters', async () => {
      const made = await reset(server(), 'not-a-real-token', 'brand-new-password');
      expect(made.status).toBe(400);
      expect(await made.json()).toEqual({ title: PASSWORD_TEXT.resetLinkInvalid });

      const user = await addUser(server());
      const token = await resetToken(server(), user.email);
      const short = await reset(server(), token, 'short');
      expect(short.status).toBe(400);
      expect((await short.json()).errors).toEqual({ password: [PASSWORD_TEXT.passwordTooShort] });
      const long = await reset(server(), token, 'x'.repeat(129));
      expect((await long.json()).errors).toEqual({ password: [PASSWORD_TEXT.passwordTooLong] });
      // A refused password leaves the link usable.
      expect((await reset(server(), token, 'x'.repeat(128))).status).toBe(200);
    });

    it('lets only one of two simultaneous resets with the same link through', async () => {
      const user = await addUser(server());
      const token = await resetToken(server(), user.email);
      const results = await Promise.all([
        reset(server(), token, 'first-racer-password'),
        reset(server(), token, 'second-racer-password'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('retires older links once one is used', async () => {
      const user = await addUser(server());
      const first = await resetToken(server(), user.email, 1);
      const second = await resetToken(server(), user.email, 2);
      expect((await reset(server(), second, 'brand-new-password')).status).toBe(200);
      expect((await reset(server(), first, 'other-new-password')).status).toBe(400);
    });
  },
  { dataDir },
);
