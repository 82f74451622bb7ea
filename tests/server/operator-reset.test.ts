import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MASKED } from '#server/audit/diff';
import { auditLog, users } from '#server/db/schema';
import { resetPasswordByOperator } from '#server/password/operator-reset';
import { signedInUser } from './account-users';
import { describeEachDatabase, type TestServer } from './harness';

const tryPassword = (server: TestServer, username: string, password: string) =>
  server.fetch('/api/auth/token', { method: 'POST', body: { username, password } });

describeEachDatabase('the operator resets a password', (server) => {
  it('sets a new password, ends every session, and leaves a system audit row', async () => {
    const user = await signedInUser(server());
    const password = await resetPasswordByOperator(server().database.db, user.email.toUpperCase());
    if (!password) throw new Error('the account was not found');

    expect((await tryPassword(server(), user.email, user.password)).status).toBe(400);
    expect((await tryPassword(server(), user.email, password)).status).toBe(200);
    // The session from before: its access token and its refresh token are dead.
    const me = await server().fetch('/api/auth/activeUser', { headers: user.headers });
    expect(me.status).toBe(401);
    const refreshed = await server().fetch('/api/auth/refreshToken', {
      method: 'POST',
      body: { accessToken: user.accessToken, refreshToken: user.refreshToken },
    });
    expect(refreshed.status).not.toBe(200);

    const audit = await server()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'users'), eq(auditLog.recordId, String(user.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        companyId: 1,
        action: 'update',
        label: user.email,
        changes: { password: [MASKED, MASKED] },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('finds no account for an unknown email and changes nothing', async () => {
    const hashes = () =>
      server().database.db.select({ hash: users.passwordHash }).from(users).orderBy(users.id);
    const before = await hashes();
    const password = await resetPasswordByOperator(server().database.db, 'nobody@mail.test');
    expect(password).toBeUndefined();
    expect(await hashes()).toEqual(before);
  });
});
