import { type SQL, sql } from 'drizzle-orm';
import { keysMarked } from '#server/db/jsonb';
import type { Executor } from './enqueue';

/** Domain events the console writes (issue 18); outbound webhooks will deliver them. */
export type DomainEventKind = 'order.updated' | 'order.completed' | 'order.cancelled';

/**
 * Queues a domain event in the transaction of the change that causes it, so the event exists
 * exactly when the change does. It waits as 'held': the mail worker claims only 'pending' rows,
 * and the webhook deliverer (the next issue) takes held events per subscription. The row's id is
 * the event's stable id, so a redelivery can be recognised by the receiver.
 */
export async function enqueueEvent(tx: Executor, kind: DomainEventKind, payload: object) {
  await tx.execute(sql`
    insert into outbox (kind, payload, status)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, 'held')`);
}

/**
 * Many events in one statement, as `enqueueEvent` writes each (held, in the transaction of
 * their change): a batch of ingested orders queues its events without a round trip apiece.
 */
export async function enqueueEvents(
  tx: Executor,
  events: readonly { kind: DomainEventKind; payload: object }[],
) {
  if (events.length === 0) return;
  await tx.execute(sql`
    insert into outbox (kind, payload, status)
    select e.kind, e.payload, 'held'
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(kind text, payload jsonb)`);
}

/**
 * Payload keys written in people's own words (the cancellation's reason), which may name
 * someone. Order events carry no contact details: reference, status and money only.
 */
const EVENT_FREE_TEXT = ['reason'] as const;

/**
 * Puts `marker` in place of the free text of the order events of `orderIds` (a query yielding
 * order ids) still in the outbox, whatever their status: a held or failed event goes out with
 * the marker, and the copy kept of one sent already holds the person no longer. What a receiver
 * was sent before is out of our hands: the event id lets it recognise the event, not recall it.
 */
export async function eraseEventWords(tx: Executor, orderIds: SQL, marker: string) {
  const written = keysMarked(sql`payload`, EVENT_FREE_TEXT, marker);
  await tx.execute(sql`
    update outbox set payload = payload || ${written}
     where kind like 'order.%'
       and payload ->> 'orderId' in (select q.id::text from (${orderIds}) as q(id))
       and ${written} is not null`);
}
