import type { OrderBatchResult } from '#contract/ingest';
import { INGEST_TEXT } from '#contract/ingest-order';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { collectNames } from '#server/location-normalisation/collect';
import { enqueueEvents } from '#server/outbox/events';
import { newKey } from './canonical';
import type { Refusal } from './check';
import { type CreditCase, moveCredit } from './credit';
import { customersFor } from './customer-link';
import { auditedOrder, auditOrders, storedOrders, type Writer } from './order-audit';
import { eventsOf, timelineOf, type Written } from './order-events';
import { type CheckedOrder, drawIds, type Existing, lockAndRead, lockOrders } from './order-reads';
import {
  clearChildren,
  insertChildren,
  insertOrders,
  insertTimeline,
  updateOrders,
} from './order-rows';

export type { CheckedOrder } from './order-reads';

type Outcome = OrderBatchResult['orders'][number];

/**
 * Creates or updates a batch of checked orders by (application, reference), in one
 * transaction of set-based statements (a few per batch, not per order): a resend with the
 * same content hash is unchanged; otherwise the order, its items, travellers and payments,
 * its timeline row, its audit row and its outbox events are written together. Only credit on
 * account is order by order (credit.ts), and an order it refuses is left out of everything else.
 * An order staff cancelled in the console is refused whole ("cancelled in the console"): the
 * site can neither bring it back nor charge its credit again. That is checked under the
 * order's row lock, which the console's Cancel takes too, so a cancel racing a resend is seen.
 * `events: false` (the demo seed) writes no outbox events: no webhook was there to hear them.
 */
export async function storeOrders(
  db: Db,
  applicationId: number,
  checked: readonly CheckedOrder[],
  total: number,
  { events = true, writer = { siteKeyId: null } }: { events?: boolean; writer?: Writer } = {},
) {
  const outcomes: (Outcome | undefined)[] = Array.from({ length: total });
  const refused: Refusal[] = [];
  if (checked.length === 0) return { outcomes, refused };
  const refuse = (c: CheckedOrder, reasons: string[]) =>
    refused.push({ index: c.index, name: c.order.reference, reasons });
  await db.transaction(async (tx) => {
    const existing = await lockAndRead(tx, applicationId, checked);
    const changed = checked.filter((c) => {
      const was = existing.get(c.order.reference);
      if (was?.cancelledInConsole) {
        refuse(c, [INGEST_TEXT.cancelledInConsole]);
        return false;
      }
      if (was?.hash !== c.hash) return true;
      outcomes[c.index] = { reference: c.order.reference, outcome: 'unchanged', id: was.id };
      return false;
    });
    if (changed.length === 0) return;
    const lockedIds = changed.flatMap((c) => existing.get(c.order.reference)?.id ?? []);
    await lockOrders(tx, lockedIds);
    // Read again now that no one else can change them: a cancel may have committed meanwhile.
    const stored = await storedOrders(tx, lockedIds);
    const open = changed.filter((c) => {
      const id = existing.get(c.order.reference)?.id;
      if (id === undefined || !stored.get(id)?.cancelledInConsole) return true;
      refuse(c, [INGEST_TEXT.cancelledInConsole]);
      return false;
    });
    const fresh = open.filter((c) => !existing.has(c.order.reference));
    const drawn = await drawIds(tx, fresh.length);
    const idOf = new Map(fresh.map((c, i) => [c.index, drawn[i] ?? 0]));
    const planned = open.map((c) => {
      const was = existing.get(c.order.reference);
      return { ...c, was, id: was?.id ?? idOf.get(c.index) ?? 0 };
    });

    const refusedCredit = await moveCredit(tx, applicationId, creditCases(planned));
    for (const c of planned) {
      const reasons = refusedCredit.get(c.index);
      if (reasons) refuse(c, reasons);
    }
    const accepted = planned.filter((c) => !refusedCredit.has(c.index));
    if (accepted.length === 0) return;
    const written = await writeOrders(tx, applicationId, accepted, events);
    await auditOrders(
      tx,
      applicationId,
      writer,
      written.map((w) => ({
        id: w.id,
        reference: w.order.reference,
        before: stored.get(w.id),
        after: auditedOrder(w.order),
      })),
    );
    for (const w of written) {
      const outcome = w.was ? 'updated' : 'created';
      outcomes[w.index] = { reference: w.order.reference, outcome, id: w.id };
    }
  });
  return { outcomes, refused };
}

type Planned = CheckedOrder & { was: Existing | undefined; id: number };

/** Orders that name a linked company now, or held credit before, may move credit. */
function creditCases(planned: readonly Planned[]): CreditCase[] {
  return planned.flatMap((c) =>
    c.order.payments.some((p) => p.linkedCompanyId) || c.was?.onAccount
      ? [{ index: c.index, orderId: c.id, isNew: !c.was, order: c.order }]
      : [],
  );
}

/** The accepted orders with their customers, children, timeline rows and events. */
async function writeOrders(
  tx: Tx,
  applicationId: number,
  accepted: readonly Planned[],
  events: boolean,
) {
  const customers = await customersFor(
    tx,
    applicationId,
    accepted.map((c) => c.order.contact),
  );
  const writes = accepted.map((c): Written & { index: number } => ({
    index: c.index,
    id: c.id,
    key: c.was ? null : newKey(),
    hash: c.hash,
    customerId: customers.get(c.order.contact.email.toLowerCase()) ?? null,
    order: c.order,
    was: c.was,
  }));
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
  await collectNames(
    tx,
    writes.flatMap((w) => w.order.items.flatMap((i) => (i.destination ? [i.destination] : []))),
    'orders',
  );
  await insertTimeline(tx, writes.map(timelineOf));
  if (events)
    await enqueueEvents(
      tx,
      writes.flatMap((w) => eventsOf(applicationId, w)),
    );
  return writes;
}
