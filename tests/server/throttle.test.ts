import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { THROTTLE_MSG } from '#contract/auth';
import { MSG } from '#contract/messages';
import { reserveAttempt, throttleKeys, waitAfter } from '#server/auth/throttle';
import { authThrottle } from '#server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { codeFor, createUser, enableTwoFactor, passwordStep, post } from './twofactor-helpers';

/** Every request comes from 127.0.0.1, so each test lets the waits pass before it ends. */
const attempt = (server: TestServer, email: string, password: string) =>
  passwordStep(server, { email, password });

/** Lets the clock "pass": every wait of these keys is over, as after the real time. */
async function letWaitsPass(server: TestServer, minutes = 0) {
  await server.database.db.update(authThrottle).set({
    blockedUntil: sql`now() - interval '1 second'`,
    lastFailureAt: sql`now() - make_interval(mins => ${minutes})`,
  });
}

describeEachDatabase('brute-force throttling', (server) => {
  it('delays after 5 failures, locks for 15 minutes at 10, and lets the user back in after', async () => {
    const who = await createUser(server());
    for (let i = 1; i <= 4; i++) {
      expect((await attempt(server(), who.email, 'wrong-password')).body).toEqual({
        title: MSG.wrongCredentials,
      });
    }
    const fifth = await attempt(server(), who.email, 'wrong-password');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ title: THROTTLE_MSG.wait(2) });
    // While waiting even the right password is refused, without being checked.
    const waiting = await attempt(server(), who.email, who.password);
    expect(waiting.status).toBe(429);

    const waits: string[] = [];
    for (let n = 6; n <= 10; n++) {
      await letWaitsPass(server());
      waits.push((await attempt(server(), who.email, 'wrong-password')).body.title ?? '');
    }
    expect(waits).toEqual([
      THROTTLE_MSG.wait(4),
      THROTTLE_MSG.wait(8),
      THROTTLE_MSG.wait(16),
      THROTTLE_MSG.wait(32),
      THROTTLE_MSG.locked(15),
    ]);
    expect((await attempt(server(), who.email, who.password)).body).toEqual({
      title: THROTTLE_MSG.locked(15),
    });

    // Never permanent: 15 quiet minutes later the right password works and the count restarts.
    await letWaitsPass(server(), 16);
    const back = await attempt(server(), who.email, who.password);
    expect(back.status).toBe(200);
    expect(back.body.accessToken).toBeTruthy();
    expect((await attempt(server(), who.email, 'wrong-password')).status).toBe(400);
  });

  it('throttles an unknown email exactly like a real one', async () => {
    const email = `nobody-${Date.now()}@demo.test`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await attempt(server(), email, 'whatever-1')).status);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    await letWaitsPass(server(), 16);
  });

  it('counts wrong two-factor codes on the same account', async () => {
    const who = await createUser(server());
    const { secret } = await enableTwoFactor(server(), who);
    const { twoFactorToken } = (await passwordStep(server(), who)).body;
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(server(), '/api/auth/twoFactor/verify', {
        twoFactorToken: twoFactorToken ?? '',
        code: codeFor(secret, 5),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post(server(), '/api/auth/twoFactor/verify', {
      twoFactorToken: twoFactorToken ?? '',
      code: codeFor(secret, 1),
    });
    expect(right.status).toBe(429);
    await letWaitsPass(server(), 16);
  });

  it('counts every concurrent attempt exactly once and lets none past the wait (atomic upsert)', async () => {
    const keys = throttleKeys(`race-${Date.now()}@demo.test`, null);
    const { db } = server().database;
    const now = new Date();
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => reserveAttempt(db, keys, now)),
    );
    expect(tries.filter((t) => t.granted)).toHaveLength(5);
    const [row] = await db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, keys[0]?.key ?? ''));
    expect(row?.failures).toBe(5);
    expect(row?.blockedUntil?.getTime()).toBe(now.getTime() + 2000);
  });

  it('throttles one address trying many accounts', async () => {
    await letWaitsPass(server(), 16);
    const stamp = Date.now();
    for (let i = 0; i < 19; i++) {
      expect((await attempt(server(), `spray-${i}-${stamp}@demo.test`, 'guess-1')).status).toBe(
        400,
      );
    }
    const twentieth = await attempt(server(), `spray-last-${stamp}@demo.test`, 'guess-1');
    expect(twentieth.status).toBe(429);
    const other = await createUser(server());
    expect((await attempt(server(), other.email, other.password)).status).toBe(429);
    await letWaitsPass(server(), 16);
  });

  it('gives one address more room than one account, then throttles it too', () => {
    expect(waitAfter('account', 4)).toBe(0);
    expect(waitAfter('account', 5)).toBe(2000);
    expect(waitAfter('ip', 19)).toBe(0);
    expect(waitAfter('ip', 20)).toBe(2000);
    expect(waitAfter('ip', 50)).toBe(15 * 60_000);
  });
});
