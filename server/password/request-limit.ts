import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { authThrottle } from '#server/db/schema';

/**
 * Reset mails one address and one IP may ask for per hour. Beyond that the request is answered
 * exactly as before (so nothing tells whether the address has an account) but no mail is sent:
 * nobody can flood an inbox or our mail quota.
 */
export const RESET_REQUESTS_PER_HOUR = { address: 3, ip: 10 } as const;
const HOUR_MS = 60 * 60_000;

/** Counts one request on the key; its count within the hour that began with its first request. */
async function countRequest(db: Db, key: string, now: Date): Promise<number> {
  const hourAgo = sql`${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`;
  const expired = sql`${authThrottle.lastFailureAt} < ${hourAgo}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        // The hour starts with its first request, so steady asking does not keep it open.
        lastFailureAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz
          else ${authThrottle.lastFailureAt} end`,
      },
    })
    .returning({ count: authThrottle.failures });
  return row?.count ?? 1;
}

/** True when a reset mail may go out for this request; the request is counted either way. */
export async function mayMailReset(db: Db, email: string, ip: string | null, now = new Date()) {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const byAddress = await countRequest(db, `reset-a:${address}`, now);
  const byIp = ip ? await countRequest(db, `reset-ip:${ip.slice(0, 100)}`, now) : 0;
  return byAddress <= RESET_REQUESTS_PER_HOUR.address && byIp <= RESET_REQUESTS_PER_HOUR.ip;
}
