import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';

/** Held events taken at a time: one statement's worth, well under a second. */
const FAN_OUT_BATCH = 500;

/** How long a delivery is retried before it is marked failed. */
export const RETRY_FOR_MS = 24 * 3600_000;

/**
 * Turns held order events into one delivery per subscription of their application that asks
 * for them (made after it began), and marks the events handed on, in one statement: an event is fanned out once
 * (SKIP LOCKED keeps two instances apart, the unique index a repeat). Paused subscriptions get
 * theirs too, to go out when resumed. Answers how many events were taken.
 */
export async function fanOut(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const [done] = await rows<{ n: number }>(
    db,
    sql`
    with ev as (
      select id, kind, payload, created_at from outbox
       where status = 'held' and kind like 'order.%'
       order by id limit ${FAN_OUT_BATCH}
       for update skip locked),
    made as (
      insert into webhook_deliveries (subscription_id, event_id, event, next_attempt_at, give_up_at)
      select s.id, ev.id, ev.kind, ${at}::timestamptz,
             ${at}::timestamptz + make_interval(secs => ${RETRY_FOR_MS / 1000})
        from ev join webhook_subscriptions s
          on s.application_id = (ev.payload ->> 'applicationId')::int
         and ev.kind = any(s.events)
         -- A subscription gets the events from its start on, not what was held before it.
         and s.created_at <= ev.created_at
      on conflict (subscription_id, event_id) do nothing),
    handed as (
      update outbox o set status = 'sent', sent_at = ${at}::timestamptz
        from ev where o.id = ev.id)
    select count(*)::int as n from ev`,
  );
  return done?.n ?? 0;
}
