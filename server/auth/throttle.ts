import { createHash } from 'node:crypto';
import { and, gt, inArray, sql } from 'drizzle-orm';
import { THROTTLE_MSG } from '#contract/auth';
import type { Db } from '#server/db/client';
import { authThrottle } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/**
 * Brute-force protection for passwords and two-factor codes. Failures are counted per account
 * and per IP in the database with atomic upserts, so every instance sees the same counts.
 * From `delayFrom` failures on, each failure makes the key wait 2, 4, 8… seconds (capped at a
 * minute) before the next try; at `lockAt` it is refused for 15 minutes. Nothing is permanent:
 * once a key has been quiet for the window, its next failure counts from 1 again.
 */
export const THROTTLE_POLICY = {
  account: { delayFrom: 5, lockAt: 10 },
  // One address can be a whole office behind NAT, so it gets more room than one account.
  ip: { delayFrom: 20, lockAt: 50 },
} as const;
export const LOCK_MS = 15 * 60_000;
export const WINDOW_MS = 15 * 60_000;
const MAX_DELAY_MS = 60_000;

type Kind = keyof typeof THROTTLE_POLICY;
export type ThrottleKey = { key: string; kind: Kind };

/** Keyed by the email (hashed, so unknown addresses are counted too and nothing leaks). */
export function throttleKeys(email: string, ip: string | null): ThrottleKey[] {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const keys: ThrottleKey[] = [{ key: `a:${account}`, kind: 'account' }];
  if (ip) keys.push({ key: `ip:${ip.slice(0, 100)}`, kind: 'ip' });
  return keys;
}

/** How long a key must wait after its n-th failure. */
export function waitAfter(kind: Kind, failures: number): number {
  const { delayFrom, lockAt } = THROTTLE_POLICY[kind];
  if (failures >= lockAt) return LOCK_MS;
  if (failures < delayFrom) return 0;
  return Math.min(MAX_DELAY_MS, 2000 * 2 ** (failures - delayFrom));
}

function refusal(until: Date, now: Date): HttpProblem {
  const ms = until.getTime() - now.getTime();
  const title =
    ms > MAX_DELAY_MS
      ? THROTTLE_MSG.locked(Math.ceil(ms / 60_000))
      : THROTTLE_MSG.wait(Math.ceil(ms / 1000));
  return new HttpProblem(429, { title });
}

/** The refusal to answer when any key is still waiting; undefined when the attempt may go on. */
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

/** Counts a failure on every key; returns the refusal when this failure starts a wait. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  let until = 0;
  for (const { key, kind } of keys) {
    const [row] = await db
      .insert(authThrottle)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.lastFailureAt} < ${windowStart}
            and coalesce(${authThrottle.blockedUntil} <= ${at}, true)
            then 1 else ${authThrottle.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: authThrottle.failures });
    const wait = waitAfter(kind, row?.failures ?? 1);
    if (wait === 0) continue;
    const blockedUntil = new Date(now.getTime() + wait);
    // greatest(): of two racing failures the longer wait wins.
    await db
      .update(authThrottle)
      .set({
        blockedUntil: sql`greatest(coalesce(${authThrottle.blockedUntil}, ${at}), ${blockedUntil.toISOString()}::timestamptz)`,
      })
      .where(sql`${authThrottle.key} = ${key}`);
    until = Math.max(until, blockedUntil.getTime());
  }
  return until > 0 ? refusal(new Date(until), now) : undefined;
}

/** A success clears the account's count; the IP's count only ages out. */
export async function recordSuccess(db: Db, keys: ThrottleKey[]) {
  const accounts = keys.filter((k) => k.kind === 'account').map((k) => k.key);
  if (accounts.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, accounts));
}
