import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { throttleKeys } from '#server/auth/throttle';
import { authThrottle } from '#server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { burst, type Instance, secondInstance } from './second-instance';
import { codeFor, createUser, enableTwoFactor, passwordStep } from './twofactor-helpers';

const PARALLEL = 100;

/** Every wait is over and every count starts again, as after 16 quiet minutes. */
async function letWaitsPass(server: TestServer) {
  await server.database.db.update(authThrottle).set({
    blockedUntil: sql`now() - interval '1 second'`,
    lastFailureAt: sql`now() - interval '16 minutes'`,
  });
}

/**
 * How many secrets were checked: each check holds one counted attempt, and wrong ones are never
 * given back, so after only wrong guesses the key's count is the number of guesses checked.
 */
async function checked(server: TestServer, key: string) {
  const [row] = await server.database.db
    .select({ n: authThrottle.failures })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.n ?? 0;
}

const accountKey = (email: string) => throttleKeys(email, null)[0]?.key ?? '';
const statuses = (answers: (Response | undefined)[]) =>
  answers.map((r) => r?.status ?? 0).sort((a, b) => a - b);
const report = (server: TestServer, what: string, n: number) =>
  process.stdout.write(`[${server.kind}] ${what}: ${n} guesses checked of ${PARALLEL}\n`);

describeEachDatabase('throttling under a parallel attack over two instances', (server) => {
  let other: Instance | undefined;
  const both = () => [server(), other ?? server()];
  beforeAll(async () => {
    other = await secondInstance(server());
  });
  // The clock stands still during each burst: on a slow machine 100 requests can outlast the
  // first 2-second wait, and a guess after a wait is the policy, not a race.
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await letWaitsPass(server());
    await other?.close();
  });

  it('checks at most 5 of 100 parallel wrong passwords for one account', async () => {
    await letWaitsPass(server());
    const who = await createUser(server());
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await burst(both(), PARALLEL, '/api/auth/token', () => ({
      username: who.email,
      password: 'wrong-password',
    }));
    const n = await checked(server(), accountKey(who.email));
    report(server(), 'password', n);
    expect(n).toBe(5);
    // Four plain refusals; the fifth guess started the wait, everything else met it unchecked.
    expect(statuses(answers)).toEqual([...Array(4).fill(400), ...Array(96).fill(429)]);
  });

  it('checks at most 5 of 100 parallel wrong two-factor codes, and 5 of 100 backup codes', async () => {
    await letWaitsPass(server());
    const who = await createUser(server());
    const { secret } = await enableTwoFactor(server(), who);
    const first = (await passwordStep(server(), who)).body.twoFactorToken ?? '';
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes = await burst(both(), PARALLEL, '/api/auth/twoFactor/verify', () => ({
      twoFactorToken: first,
      code: codeFor(secret, 5),
    }));
    const totp = await checked(server(), accountKey(who.email));
    report(server(), 'two-factor code', totp);
    expect(totp).toBe(5);
    expect(statuses(codes).filter((s) => s === 400)).toHaveLength(4);

    vi.useRealTimers();
    await letWaitsPass(server());
    const second = (await passwordStep(server(), who)).body.twoFactorToken ?? '';
    vi.useFakeTimers({ toFake: ['Date'] });
    const backups = await burst(both(), PARALLEL, '/api/auth/twoFactor/verifyBackup', (i) => ({
      twoFactorToken: second,
      backupCode: `wrong-${i}`,
    }));
    const backup = await checked(server(), accountKey(who.email));
    report(server(), 'backup code', backup);
    expect(backup).toBe(5);
    expect(statuses(backups).filter((s) => s === 400)).toHaveLength(4);
  });

  it('checks at most 20 of 100 parallel guesses from one address spread over many accounts', async () => {
    await letWaitsPass(server());
    const stamp = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await burst(both(), PARALLEL, '/api/auth/token', (i) => ({
      username: `spray-${i}-${stamp}@demo.test`,
      password: 'guess-1',
    }));
    const n = await checked(server(), 'ip:127.0.0.1');
    report(server(), 'one address, many accounts', n);
    expect(n).toBe(20);
    expect(statuses(answers).filter((s) => s === 400)).toHaveLength(19);
  });
});
