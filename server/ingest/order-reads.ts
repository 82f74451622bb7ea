import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import type { CanonicalOrder } from './canonical';
import { cancelledInConsole } from './order-audit';

export type CheckedOrder = { index: number; order: CanonicalOrder; hash: string };
export type Existing = {
  id: number;
  reference: string;
  hash: string;
  status: string;
  onAccount: boolean;
  cancelledInConsole: boolean;
};

const refs = (list: readonly CheckedOrder[]) =>
  sql`${JSON.stringify(list.map((c) => c.order.reference))}::jsonb`;

/**
 * Takes a transaction-scoped lock per reference, in one sorted order, so two batches sending
 * the same reference queue instead of both creating it; then reads what is stored for them.
 */
export async function lockAndRead(tx: Tx, applicationId: number, checked: readonly CheckedOrder[]) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select hashtextextended(${`${applicationId}:`}::text || r, 0) as k
        from jsonb_array_elements_text(${refs(checked)}) r order by 1) locks`);
  const found = await rows<Existing>(
    tx,
    sql`select o.id, o.reference, o.content_hash as hash, o.status,
               exists (select 1 from order_payments p where p.order_id = o.id and p.type = 'account') as "onAccount",
               ${cancelledInConsole(sql`o.id`)} as "cancelledInConsole"
          from orders o
         where o.application_id = ${applicationId}
           and o.reference in (select jsonb_array_elements_text(${refs(checked)}))`,
  );
  return new Map(found.map((e) => [e.reference, e]));
}

/**
 * Row locks on the orders about to change, in id order, before any credit account: the
 * console's cancel locks the order and then its account, so taking them in the same order
 * means the two queue instead of deadlocking.
 */
export async function lockOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from orders
     where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
     order by id for update`);
}

/** Ids for new orders drawn up front: the credit ledger names an order before it is inserted. */
export async function drawIds(tx: Tx, count: number) {
  if (count === 0) return [];
  const drawn = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return drawn.map((r) => r.id);
}
