import { sql } from 'drizzle-orm';
import { audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { enqueueMail } from '#server/outbox/enqueue';
import { SUBSCRIPTION_SUBJECT } from './audit';
import type { Claimed } from './claim';
import type { Sent } from './send';

const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 3600_000;
/** A subscription whose every delivery has failed this long is paused. */
export const PAUSE_AFTER_MS = 24 * 3600_000;

/**
 * The wait after the n-th failed attempt: 10 s doubling up to an hour, each between half and
 * all of that at random, so the retries of many deliveries do not arrive together.
 */
export function retryDelayMs(attempts: number, random = Math.random()): number {
  const full = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(full * (0.5 + random / 2));
}

/**
 * Writes the attempt to the log and settles its delivery, in one transaction and only while
 * the claim is still this worker's (a lease that ran out may have passed it on): delivered,
 * again after the backoff, or failed once retries would pass its day.
 */
export async function settle(db: Db, row: Claimed, sent: Sent, now: Date, owner: number) {
  const next = new Date(now.getTime() + retryDelayMs(row.attempts));
  const status = sent.ok ? 'delivered' : next > new Date(row.giveUpAt) ? 'failed' : 'pending';
  await db.transaction(async (tx) => {
    const [mine] = await rows<{ id: number }>(
      tx,
      sql`update webhook_deliveries
             set status = ${status}, locked_until = null, locked_by = null,
                 next_attempt_at = ${next.toISOString()}::timestamptz,
                 delivered_at = ${sent.ok ? now.toISOString() : null}::timestamptz
           where id = ${row.id} and attempts = ${row.attempts} and locked_by = ${owner}::int
             and status = 'pending'
       returning id`,
    );
    if (!mine) return;
    await tx.execute(sql`
      insert into webhook_attempts
        (delivery_id, subscription_id, attempt, http_status, ok, latency_ms, excerpt, at)
      values (${row.id}, ${row.subscriptionId}, ${row.attempts}, ${sent.status}::int, ${sent.ok},
              ${sent.latencyMs}, ${sent.excerpt?.slice(0, 500) ?? null}, ${now.toISOString()}::timestamptz)`);
    if (sent.ok) {
      await tx.execute(sql`update webhook_subscriptions set failing_since = null
                            where id = ${row.subscriptionId} and failing_since is not null`);
    } else await noteFailure(tx, row, now);
  });
}

/** Counts the failure against the subscription; a day of nothing but failures pauses it. */
async function noteFailure(tx: Tx, row: Claimed, now: Date) {
  const [sub] = await rows<{ failingSince: string; status: string }>(
    tx,
    sql`update webhook_subscriptions
           set failing_since = coalesce(failing_since, ${now.toISOString()}::timestamptz)
         where id = ${row.subscriptionId}
     returning failing_since as "failingSince", status`,
  );
  if (sub?.status !== 'active') return;
  if (now.getTime() - new Date(sub.failingSince).getTime() < PAUSE_AFTER_MS) return;
  await audited(tx, null, SUBSCRIPTION_SUBJECT, row.subscriptionId, () =>
    tx.execute(sql`update webhook_subscriptions
                      set status = 'paused', paused_at = ${now.toISOString()}::timestamptz,
                          version = version + 1
                    where id = ${row.subscriptionId}`),
  );
  await tellOwners(tx, row);
}

/** Mails the company's members who may edit integrations, through the outbox. */
async function tellOwners(tx: Tx, row: Claimed) {
  const owners = await rows<{ userId: number; email: string }>(
    tx,
    sql`select distinct u.id as "userId", u.email
          from memberships m
          join users u on u.id = m.user_id
          join role_permissions rp on rp.role_id = m.role_id
          join permissions p on p.id = rp.permission_id
         where m.company_id = ${row.companyId} and m.is_active
           and p.name = 'apps_integrations_edit'`,
  );
  for (const owner of owners) {
    await enqueueMail(
      tx,
      {
        to: owner.email,
        subject: 'A webhook subscription was paused',
        text: [
          `Every delivery to ${row.url} has failed for a day, so its subscription is paused.`,
          'Events keep being queued for it. Fix the endpoint, then resume the subscription in',
          "the integration's page of Waypoint Console: what waited is delivered then.",
        ].join('\n'),
        links: [],
      },
      owner.userId,
    );
  }
}
