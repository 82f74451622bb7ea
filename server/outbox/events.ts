import { sql } from 'drizzle-orm';
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
