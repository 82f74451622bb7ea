import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';

export type Claimed = {
  id: number;
  subscriptionId: number;
  eventId: number;
  event: string;
  attempts: number;
  giveUpAt: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousUntil: string | null;
  companyId: number;
  /** Null when the event is no longer kept. */
  payload: unknown;
  created: string;
};

/**
 * Takes up to `limit` due deliveries of active subscriptions until `leaseUntil`, with what
 * sending them needs. SKIP LOCKED lets instances claim side by side; the lease (committed at
 * once) keeps them apart while one sends, and when it lapses (its server died mid-delivery)
 * the delivery is due again to whoever looks next.
 */
export function claimDeliveries(db: Db, now: Date, leaseUntil: Date, limit: number, owner: number) {
  const at = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  return rows<Claimed>(
    db,
    sql`
    with taken as (
      update webhook_deliveries set locked_until = ${leaseUntil.toISOString()}::timestamptz,
             locked_by = ${owner}::int, attempts = attempts + 1
       where id in (
         select d.id from webhook_deliveries d
           join webhook_subscriptions s on s.id = d.subscription_id and s.status = 'active'
          where d.status = 'pending' and d.next_attempt_at <= ${at}
            and (d.locked_until is null or d.locked_until <= ${at})
          order by d.next_attempt_at, d.id
          limit ${limit}
          for update of d skip locked)
      returning id, subscription_id, event_id, event, attempts, give_up_at)
    select t.id, t.subscription_id as "subscriptionId", t.event_id as "eventId", t.event,
           t.attempts, t.give_up_at as "giveUpAt", s.url, s.secret,
           s.previous_secret as "previousSecret", s.previous_until as "previousUntil",
           a.company_id as "companyId", o.payload, o.created_at as "created"
      from taken t
      join webhook_subscriptions s on s.id = t.subscription_id
      join applications a on a.id = s.application_id
      left join outbox o on o.id = t.event_id`,
  );
}

/** The embedded database is this process's alone: a killed predecessor's claims go at once. */
export async function releaseAllDeliveries(db: Db) {
  await db.execute(sql`
    update webhook_deliveries set locked_until = null, locked_by = null
     where status = 'pending' and locked_until is not null`);
}

/** Hands one claimed delivery back untried, if it is still this worker's. */
export async function releaseDelivery(
  db: Db,
  row: { id: number; attempts: number },
  owner: number,
) {
  await db.execute(sql`
    update webhook_deliveries set locked_until = null, locked_by = null, attempts = attempts - 1
     where id = ${row.id} and attempts = ${row.attempts} and locked_by = ${owner}::int
       and status = 'pending'`);
}
