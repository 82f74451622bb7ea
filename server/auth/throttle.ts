import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { THROTTLE_MSG } from '#contract/auth';
import type { Db } from '#server/db/client';
import { authThrottle } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/**
 * Brute-force protection for passwords and two-factor codes, per account and per IP, in the
 * database so every instance sees the same counts. Every attempt is counted before its secret
 * is checked, in one conditional upsert that also starts the wait its count calls for: however
 * many attempts race, the n-th one is the only one that sees count n, and none gets past a wait
 * that another has started. From `delayFrom` attempts on each one makes the key wait 2, 4, 8…
 * seconds (capped at a minute); at `lockAt` it is refused for 15 minutes. A right secret gives
 * its attempt back. Nothing is permanent: a key quiet for the window counts from 1 again.
 */
export const THROTTLE_POLICY = {
  account: { delayFrom: 5, lockAt: 10 },
  // One address can be a whole office behind NAT, so it gets more room than one account.
  ip: { delayFrom: 20, lockAt: 50 },
} as const;
export const LOCK_MS = 15 * 60_000;
export const WINDOW_MS = 15 * 60_000;
const MAX_DELAY_MS = 60_000;
const FIRST_DELAY_MS = 2000;

type Kind = keyof typeof THROTTLE_POLICY;
export type ThrottleKey = { key: string; kind: Kind };

/** Keyed by the email (hashed, so unknown addresses are counted too and nothing leaks). */
export function throttleKeys(email: string, ip: string | null): ThrottleKey[] {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const keys: ThrottleKey[] = [{ key: `a:${account}`, kind: 'account' }];
  if (ip) keys.push({ key: `ip:${ip.slice(0, 100)}`, kind: 'ip' });
  return keys;
}

/** How long a key must wait after its n-th attempt (as long as it is not given back). */
export function waitAfter(kind: Kind, attempts: number): number {
  const { delayFrom, lockAt } = THROTTLE_POLICY[kind];
  if (attempts >= lockAt) return LOCK_MS;
  if (attempts < delayFrom) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - delayFrom));
}

function refusal(until: Date, now: Date): HttpProblem {
  const ms = Math.max(1000, until.getTime() - now.getTime());
  const title =
    ms > MAX_DELAY_MS
      ? THROTTLE_MSG.locked(Math.ceil(ms / 60_000))
      : THROTTLE_MSG.wait(Math.ceil(ms / 1000));
  return new HttpProblem(429, { title });
}

/** The same formula as waitAfter, in SQL, so the count and its wait are one statement. */
function blockAfter(kind: Kind, count: SQL, at: SQL): SQL {
  const { delayFrom, lockAt } = THROTTLE_POLICY[kind];
  const n = (value: number) => sql.raw(String(value));
  const ms = sql`least(${n(MAX_DELAY_MS)}, ${n(FIRST_DELAY_MS)} * power(2, ${count} - ${n(delayFrom)}))`;
  return sql`case when ${count} >= ${n(lockAt)} then ${at} + ${n(LOCK_MS)} * interval '1 millisecond'
    when ${count} >= ${n(delayFrom)} then ${at} + ${ms} * interval '1 millisecond'
    else ${authThrottle.blockedUntil} end`;
}

/** A reserved attempt on one key, and the wait it started (if any), to be lifted on success. */
type Held = { key: ThrottleKey; blockedUntil: Date | null; attempts: number };

/** An attempt that may check its secret; `refusal` is the answer if the secret is wrong. */
export type Slot = { held: Held[]; refusal: HttpProblem | undefined };

export type Reservation = { granted: true; slot: Slot } | { granted: false; refusal: HttpProblem };

async function reserveKey(db: Db, { key, kind }: ThrottleKey, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const count = sql`(case when ${authThrottle.lastFailureAt} < ${windowStart} then 1
    else ${authThrottle.failures} + 1 end)`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { failures: count, lastFailureAt: now, blockedUntil: blockAfter(kind, count, at) },
      setWhere: or(isNull(authThrottle.blockedUntil), lte(authThrottle.blockedUntil, now)),
    })
    .returning({ attempts: authThrottle.failures, blockedUntil: authThrottle.blockedUntil });
  if (!row) return undefined;
  const started = waitAfter(kind, row.attempts) > 0 ? row.blockedUntil : null;
  return { key: { key, kind }, attempts: row.attempts, blockedUntil: started };
}

/**
 * Counts an attempt on every key before its secret is checked. Refused (and nothing counted)
 * while any key has to wait; the caller must then not check the secret at all.
 */
export async function reserveAttempt(
  db: Db,
  keys: ThrottleKey[],
  now = new Date(),
): Promise<Reservation> {
  const held: Held[] = [];
  for (const key of keys) {
    const got = await reserveKey(db, key, now);
    if (!got) {
      for (const h of held) await giveBack(db, h);
      return { granted: false, refusal: (await throttled(db, keys, now)) ?? refusal(now, now) };
    }
    held.push(got);
  }
  const until = Math.max(0, ...held.map((h) => h.blockedUntil?.getTime() ?? 0));
  return {
    granted: true,
    slot: { held, refusal: until > 0 ? refusal(new Date(until), now) : undefined },
  };
}

/** Undoes one reservation; a wait it started is lifted unless a later attempt moved it on. */
async function giveBack(db: Db, { key, blockedUntil }: Held) {
  await db
    .update(authThrottle)
    .set({
      failures: sql`greatest(${authThrottle.failures} - 1, 0)`,
      blockedUntil: blockedUntil
        ? sql`case when ${authThrottle.blockedUntil} = ${blockedUntil.toISOString()}::timestamptz
            then null else ${authThrottle.blockedUntil} end`
        : authThrottle.blockedUntil,
    })
    .where(eq(authThrottle.key, key.key));
}

/** The secret was right: the account starts over, the IP gets its attempt back. */
export async function attemptSucceeded(db: Db, slot: Slot) {
  for (const h of slot.held) if (h.key.kind === 'ip') await giveBack(db, h);
  await recordSuccess(
    db,
    slot.held.map((h) => h.key),
  );
}

/** The refusal to answer when any key is still waiting; undefined when none is. */
export async function throttled(db: Db, keys: ThrottleKey[], now = new Date()) {
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(
      and(
        inArray(
          authThrottle.key,
          keys.map((k) => k.key),
        ),
        gt(authThrottle.blockedUntil, now),
      ),
    );
  const latest = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  return latest > now.getTime() ? refusal(new Date(latest), now) : undefined;
}

/** A success clears the account's count; the IP's count only ages out. */
export async function recordSuccess(db: Db, keys: ThrottleKey[]) {
  const accounts = keys.filter((k) => k.kind === 'account').map((k) => k.key);
  if (accounts.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, accounts));
}
