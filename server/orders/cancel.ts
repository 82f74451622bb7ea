import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import { ORDER_TEXT, type OrderCancel } from '#contract/orders';
import type { ItemStatus, OrderStatus } from '#contract/orders-model';
import { recordChange } from '#server/audit/record';
import { refundOrder } from '#server/credit/ledger';
import type { Db } from '#server/db/client';
import { orders as o, orderItems } from '#server/db/schema-travel';
import { refundGiftVouchers } from '#server/gift-vouchers/ledger';
import { claimVersion, fieldError, getInScope, Invalid } from '#server/kit/index';
import { enqueueEvent } from '#server/outbox/events';
import { releaseOrderCodes } from '#server/promo-codes/release';
import { type OrderAt, orderWhere } from './load';
import type { Actor } from './store';
import { addStep } from './timeline';
import { statusAfterCancel } from './transitions';

const CANCELLED: ItemStatus = 'Cancelled';

/**
 * Cancels the chosen items (none chosen: every item left), in one transaction: the items become
 * Cancelled, the order Cancelled or Partially cancelled, credit used on account comes back (a
 * partial cancellation at most its items' total; the reference names this cancellation by the
 * order's new version, so nothing is given back twice), the timeline and the audit trail say
 * who and why, and `order.cancelled` waits in the outbox. Nothing is cancelled at the supplier.
 */
export async function cancelOrder(db: Db, actor: Actor, at: OrderAt, body: OrderCancel) {
  await db.transaction(async (tx) => {
    const version = await claimVersion(tx, o, orderWhere(at), body.version);
    const order = await getInScope(tx.select().from(o).where(orderWhere(at)));
    const from = order.status as OrderStatus;
    if (from === 'Cancelled') throw new Invalid(ORDER_TEXT.alreadyCancelled);
    const items = await tx
      .select({ id: orderItems.id, status: orderItems.status, priceMinor: orderItems.priceMinor })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .for('update');
    const open = items.filter((item) => item.status !== CANCELLED);
    const asked = body.itemIds ? [...new Set(body.itemIds)] : open.map((item) => item.id);
    const chosen = open.filter((item) => asked.includes(item.id));
    if (chosen.length !== asked.length || (body.itemIds && chosen.length === 0)) {
      throw fieldError('itemIds', ORDER_TEXT.nothingToCancel);
    }
    const ids = chosen.map((item) => item.id);
    if (ids.length > 0) {
      await tx
        .update(orderItems)
        .set({ status: CANCELLED })
        .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, ids)));
    }
    const chosenIds = new Set(ids);
    const to = statusAfterCancel(
      items.map((item) => (chosenIds.has(item.id) ? { status: CANCELLED } : item)),
    );
    await tx.update(o).set({ status: to, updatedAt: sql`now()` }).where(eq(o.id, order.id));
    // A cancelled order's promo codes count no more: their uses come back with the cancellation.
    if (to === 'Cancelled') await releaseOrderCodes(tx, at.applicationId, order.reference);
    const share = chosen.reduce((sum, item) => sum + item.priceMinor, 0);
    const refunded = await refundOrder(tx, order.id, actor.userId, {
      reference: `refund:${order.id}:v${version}`,
      // The whole order cancelled gives back all it still owes; a part, at most its items.
      ...(to === 'Cancelled' ? {} : { upToMinor: share }),
    });
    const back = refunded.reduce((sum, r) => sum + r.amountMinor, 0);
    // Gift vouchers spent on the order get their balance back the same way (issue 29).
    await refundGiftVouchers(tx, order, actor.userId, {
      reference: `refund:${order.id}:v${version}`,
      ...(to === 'Cancelled' ? {} : { upToMinor: Math.max(share - back, 0) }),
    });
    const reason = body.reason.trim();
    await addStep(tx, order.id, actor.userId, 'cancelled', {
      from,
      to,
      reason,
      itemIds: ids,
      ...(back > 0 ? { refunded: `${fromMinor(back)} ${order.currency}` } : {}),
    });
    await enqueueEvent(tx, 'order.cancelled', {
      applicationId: at.applicationId,
      orderId: order.id,
      reference: order.reference,
      status: to,
      cancelledItemIds: ids,
      reason,
      creditRefunded: fromMinor(back),
    });
    await recordChange(tx, {
      actorId: actor.userId,
      companyId: actor.companyId,
      applicationId: at.applicationId,
      area: 'orders',
      recordId: order.id,
      label: order.reference,
      action: 'update',
      before: {
        status: from,
        cancelledItems: items.filter((i) => i.status === CANCELLED).map((i) => i.id),
      },
      after: {
        status: to,
        cancelledItems: items
          .filter((i) => i.status === CANCELLED || chosenIds.has(i.id))
          .map((i) => i.id),
        reason,
      },
    });
  });
}
