import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signIns } from '#server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { codeFor, createUser, enableTwoFactor, passwordStep, post } from './twofactor-helpers';

async function historyOf(server: TestServer, userId: number) {
  return server.database.db
    .select()
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.id));
}

describeEachDatabase('sign-in records', (server) => {
  it('records failures and successes with address, browser and application', async () => {
    const who = await createUser(server());
    const headers = { 'user-agent': 'HistoryTest/1.0', 'x-application-id': '1' };
    await passwordStep(server(), { ...who, password: 'wrong-password' }, headers);
    await passwordStep(server(), who, headers);
    const [ok, failed] = await historyOf(server(), who.id);
    expect(failed).toMatchObject({
      success: false,
      method: 'password',
      email: who.email,
      ip: '127.0.0.1',
      userAgent: 'HistoryTest/1.0',
      applicationId: 1,
      companyId: null,
    });
    expect(ok).toMatchObject({ success: true, method: 'password', companyId: 1, applicationId: 1 });
  });

  it('takes the application from the body too, and ignores one that does not exist', async () => {
    const who = await createUser(server());
    await server().fetch('/api/auth/token', {
      method: 'POST',
      body: { username: who.email, password: who.password, applicationId: 2 },
    });
    await server().fetch('/api/auth/token', {
      method: 'POST',
      body: { username: who.email, password: who.password, applicationId: 999_999 },
    });
    const [unknown, known] = await historyOf(server(), who.id);
    expect(known?.applicationId).toBe(2);
    expect(unknown).toMatchObject({ success: true, applicationId: null });
  });

  it('records a two-factor sign-in once, when the code is accepted', async () => {
    const who = await createUser(server());
    const { secret } = await enableTwoFactor(server(), who);
    const before = (await historyOf(server(), who.id)).length;
    const headers = { 'x-application-id': '3' };
    const { twoFactorToken } = (await passwordStep(server(), who, headers)).body;
    await post(server(), '/api/auth/twoFactor/verify', {
      twoFactorToken: twoFactorToken ?? '',
      code: codeFor(secret, 5),
    });
    await post(server(), '/api/auth/twoFactor/verify', {
      twoFactorToken: twoFactorToken ?? '',
      code: codeFor(secret, 1),
    });
    const rows = await historyOf(server(), who.id);
    expect(rows.length - before).toBe(2);
    expect(rows[0]).toMatchObject({ success: true, method: 'password+totp', applicationId: 3 });
    expect(rows[1]).toMatchObject({ success: false, method: 'password+totp', applicationId: 3 });
  });
});
