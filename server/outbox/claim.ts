import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { OutboxRow } from './render';
import { SENDER_LOCK_CLASS } from './wake';

/** Tries before a message is marked failed: about an hour and a half of backoff in all. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;

/** How long to wait after the n-th failed attempt: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/**
 * A message's name for good, the same on every attempt: the time it was queued (so names sort
 * oldest first), then its id. The file outbox names its file so and writes a name once only.
 */
const deliveryKey = sql`floor(extract(epoch from created_at) * 1000)::bigint::text
  || '-' || lpad(id::text, 10, '0')`;

/**
 * Takes up to `limit` due messages for this worker until `leaseUntil`. SKIP LOCKED lets two
 * instances claim at the same moment without waiting on or taking each other's rows; the
 * lease (committed at once) keeps them apart while this one sends. On PostgreSQL a claim whose
 * owner's liveness lock is gone (its process died) is taken over before its lease ends.
 */
export function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number, owner: number | null) {
  // The database's clock counts too: a message queued this very millisecond (now() has
  // microseconds, Date has not) is due at once, and instances' clocks need not agree.
  const at = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  return rows<OutboxRow & { attempts: number }>(
    db,
    sql`
    update outbox set locked_until = ${leaseUntil.toISOString()}::timestamptz,
                      locked_by = ${owner}::int, attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${at}
        and (locked_until is null or locked_until <= ${at}
             or (locked_by is not null and not exists (
               select 1 from pg_locks l
               where l.locktype = 'advisory' and l.granted and l.objsubid = 2
                 and l.classid = ${SENDER_LOCK_CLASS}::int::oid
                 and l.objid = locked_by::oid)))
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, user_id as "userId", attempts,
      ${deliveryKey} as key`,
  );
}

export type Outcome = { id: number; status: 'sent' | 'cancelled' };

/**
 * Settles many messages in one statement: sent, or cancelled as moot. A message carrying a link
 * keeps only its envelope once sent, so no link lingers.
 */
export async function markDone(db: Db, outcomes: readonly Outcome[], now: Date) {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    update outbox o set status = d.status, locked_until = null, locked_by = null,
      sent_at = case when d.status = 'sent' then ${now.toISOString()}::timestamptz else o.sent_at end,
      last_error = case when d.status = 'sent' then null else o.last_error end,
      payload = case when d.status = 'sent' and o.kind = 'mail'
                     then o.payload - 'text' - 'links' else o.payload end
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as d(id int, status text)
    where o.id = d.id`);
}

/** A failed try: again after the backoff, or failed for good after the last attempt. */
export async function markFailedAttempt(
  db: Db,
  row: { id: number; attempts: number },
  now: Date,
  error: string,
) {
  const last = row.attempts >= MAX_ATTEMPTS;
  const next = new Date(now.getTime() + retryDelayMs(row.attempts));
  await db.execute(sql`
    update outbox set status = ${last ? 'failed' : 'pending'}, locked_until = null, locked_by = null,
      next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${error.slice(0, 200)}
    where id = ${row.id}`);
}

/**
 * Hands claimed messages this worker will not get to back to whoever comes next; only those
 * still its own (another instance may have taken them over meanwhile).
 */
export async function release(db: Db, ids: readonly number[], owner: number | null) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update outbox set locked_until = null, locked_by = null, attempts = attempts - 1
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      and status = 'pending' and locked_by is not distinct from ${owner}::int`);
}

/**
 * The embedded database belongs to this one process: whatever a killed predecessor had
 * claimed can be taken again at once instead of after its lease.
 */
export async function releaseAll(db: Db) {
  await db.execute(sql`
    update outbox set locked_until = null, locked_by = null where status = 'pending' and locked_until is not null`);
}
