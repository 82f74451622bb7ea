import { sql } from 'drizzle-orm';
import type { OrderBatchResult } from '#contract/ingest';
import { fromMinor } from '#contract/money';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/seed-demo';
import { enqueueEvents } from '#server/outbox/events';
import { type CanonicalOrder, newKey, summaryOf } from './canonical';
import type { Refusal } from './check';
import { type CreditCase, moveCredit } from './credit';
import { customersFor } from './customer-link';
import {
  clearChildren,
  insertChildren,
  insertOrders,
  insertTimeline,
  type OrderWrite,
  updateOrders,
} from './order-rows';

export type CheckedOrder = { index: number; order: CanonicalOrder; hash: string };
type Existing = { id: number; reference: string; hash: string; status: string; onAccount: boolean };
type Outcome = OrderBatchResult['orders'][number];

const refs = (list: readonly CheckedOrder[]) =>
  sql`${JSON.stringify(list.map((c) => c.order.reference))}::jsonb`;

/**
 * Creates or updates a batch of checked orders by (application, reference), in one
 * transaction of set-based statements (a few per batch, not per order): a resend with the
 * same content hash is unchanged; otherwise the order, its items, travellers and payments,
 * its timeline row and its outbox events are written together. Only credit on account is
 * order by order (credit.ts), and an order it refuses is left out of everything else.
 */
export async function storeOrders(
  db: Db,
  applicationId: number,
  checked: readonly CheckedOrder[],
  total: number,
  { events = true } = {},
) {
  const outcomes: (Outcome | undefined)[] = Array.from({ length: total });
  const refused: Refusal[] = [];
  if (checked.length > 0) {
    await db.transaction(async (tx) => {
      const existing = await lockAndRead(tx, applicationId, checked);
      const changed = checked.filter((c) => {
        const was = existing.get(c.order.reference);
        if (was?.hash !== c.hash) return true;
        outcomes[c.index] = { reference: c.order.reference, outcome: 'unchanged', id: was.id };
        return false;
      });
      if (changed.length === 0) return;
      const fresh = changed.filter((c) => !existing.has(c.order.reference));
      await lockOrders(
        tx,
        changed.flatMap((c) => existing.get(c.order.reference)?.id ?? []),
      );
      const ids = await drawIds(tx, fresh.length);
      const idOf = new Map(fresh.map((c, i) => [c.index, ids[i] ?? 0]));
      for (const c of changed)
        idOf.set(c.index, idOf.get(c.index) ?? existing.get(c.order.reference)?.id ?? 0);

      const credit: CreditCase[] = changed.flatMap((c) => {
        const was = existing.get(c.order.reference);
        // Orders that name a linked company now, or held credit before, may move credit.
        if (!c.order.payments.some((p) => p.linkedCompanyId) && !was?.onAccount) return [];
        return [{ index: c.index, orderId: idOf.get(c.index) ?? 0, isNew: !was, order: c.order }];
      });
      const refusedCredit = await moveCredit(tx, applicationId, credit);
      for (const [index, reasons] of refusedCredit) {
        const c = changed.find((x) => x.index === index);
        refused.push({ index, name: c?.order.reference ?? null, reasons });
      }
      const accepted = changed.filter((c) => !refusedCredit.has(c.index));
      if (accepted.length === 0) return;

      const customers = await customersFor(
        tx,
        applicationId,
        accepted.map((c) => c.order.contact),
      );
      const writes = accepted.map((c): OrderWrite & { was: Existing | undefined } => {
        const was = existing.get(c.order.reference);
        return {
          id: idOf.get(c.index) ?? 0,
          key: was ? null : newKey(),
          hash: c.hash,
          customerId: customers.get(c.order.contact.email.toLowerCase()) ?? null,
          order: c.order,
          was,
        };
      });
      const created = writes.filter((w) => !w.was);
      const updated = writes.filter((w) => w.was);
      if (created.length > 0) await insertOrders(tx, applicationId, created);
      if (updated.length > 0) {
        await updateOrders(tx, updated);
        await clearChildren(
          tx,
          updated.map((w) => w.id),
        );
      }
      await insertChildren(tx, writes);
      await insertTimeline(
        tx,
        writes.map((w) => ({
          orderId: w.id,
          kind: w.was ? 'updated' : 'created',
          detail:
            w.was && w.was.status !== w.order.status
              ? { status: w.order.status, previousStatus: w.was.status }
              : { status: w.order.status },
        })),
      );
      // The demo seed writes none: its orders happened before any webhook subscribed.
      if (events)
        await enqueueEvents(
          tx,
          writes.flatMap((w) => eventsOf(applicationId, w)),
        );
      accepted.forEach((c, i) => {
        const w = writes[i];
        outcomes[c.index] = {
          reference: c.order.reference,
          outcome: w?.was ? 'updated' : 'created',
          id: w?.id ?? null,
        };
      });
    });
  }
  return { outcomes, refused };
}

/**
 * Takes a transaction-scoped lock per reference, in one sorted order, so two batches sending
 * the same reference queue instead of both creating it; then reads what is stored for them.
 */
async function lockAndRead(tx: Tx, applicationId: number, checked: readonly CheckedOrder[]) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select hashtextextended(${`${applicationId}:`}::text || r, 0) as k
        from jsonb_array_elements_text(${refs(checked)}) r order by 1) locks`);
  const found = await rows<Existing>(
    tx,
    sql`select o.id, o.reference, o.content_hash as hash, o.status,
               exists (select 1 from order_payments p where p.order_id = o.id and p.type = 'account') as "onAccount"
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
async function lockOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from orders
     where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
     order by id for update`);
}

/** Ids for new orders drawn up front: the credit ledger names an order before it is inserted. */
async function drawIds(tx: Tx, count: number) {
  if (count === 0) return [];
  const drawn = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return drawn.map((r) => r.id);
}

/** 'order.updated' for a change, 'order.completed' when the order arrives or turns Confirmed. */
function eventsOf(applicationId: number, w: OrderWrite & { was: Existing | undefined }) {
  const s = summaryOf(w.order);
  const payload = {
    applicationId,
    orderId: w.id,
    reference: w.order.reference,
    status: w.order.status,
    currency: w.order.currency,
    total: fromMinor(s.totalMinor),
    paid: fromMinor(s.paidMinor),
  };
  const events: { kind: 'order.updated' | 'order.completed'; payload: object }[] = [];
  if (w.was) events.push({ kind: 'order.updated', payload });
  if (w.order.status === 'Confirmed' && w.was?.status !== 'Confirmed')
    events.push({ kind: 'order.completed', payload });
  return events;
}
