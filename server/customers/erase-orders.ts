import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '#contract/customers';
import { maskAuditRows } from '#server/audit/mask';
import { keysMarked } from '#server/db/jsonb';
import { orders as o, orderNotes, orderTimeline, orderTravellers as t } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { ORDER_PERSONAL_FIELDS } from '#server/orders/store';
import { FREE_TEXT_DETAILS } from '#server/orders/timeline';
import { eraseEventWords } from '#server/outbox/events';
import type { CustomerAt } from './store';

/**
 * The person in the customer's orders, in the erase's transaction: the orders' own contact
 * copies and their travellers (search keeps reference and supplier refs), what staff wrote on
 * them, their audit rows and their events still in the outbox.
 */
export async function eraseOrders(tx: Tx, at: CustomerAt) {
  const mine = and(eq(o.applicationId, at.applicationId), eq(o.customerId, at.customerId));
  await tx
    .update(o)
    .set({
      contactTitle: null,
      contactFirstName: ERASED_NAME,
      contactLastName: ERASED_NAME,
      contactEmail: null,
      contactPhone: null,
      searchText: sql`lower(concat_ws(' ', ${o.reference}, (
        select string_agg(i.supplier_reference, ' ' order by i.position)
        from order_items i where i.order_id = ${o.id})))`,
      version: sql`${o.version} + 1`,
      updatedAt: new Date(),
    })
    .where(mine);
  const orderIds = sql`select ${o.id} from ${o} where ${mine}`;
  await tx
    .update(t)
    .set({
      title: null,
      firstName: ERASED_NAME,
      lastName: ERASED_NAME,
      dateOfBirth: null,
      passportNumber: null,
      passportCountry: null,
      passportIssueDate: null,
      passportExpiryDate: null,
    })
    .where(sql`${t.orderId} in (${orderIds})`);
  await eraseWords(tx, orderIds);
  // The orders' trail keeps each change (status, items) and the reference as its label.
  await maskAuditRows(tx, {
    area: 'orders',
    recordIds: sql`select ${o.id}::text from ${o} where ${mine}`,
    fields: ORDER_PERSONAL_FIELDS,
  });
  await eraseEventWords(tx, orderIds, ERASED_TEXT);
}

/**
 * Notes and the timeline's written reasons may name the person: their words give way to a
 * marker, while who wrote them, when, and what kind of step each was stay, so the order's
 * history keeps its shape.
 */
async function eraseWords(tx: Tx, orderIds: SQL) {
  await tx
    .update(orderNotes)
    .set({ body: ERASED_TEXT })
    .where(sql`${orderNotes.orderId} in (${orderIds})`);
  const written = keysMarked(orderTimeline.detail, FREE_TEXT_DETAILS, ERASED_TEXT);
  await tx
    .update(orderTimeline)
    .set({ detail: sql`${orderTimeline.detail} || ${written}` })
    .where(sql`${orderTimeline.orderId} in (${orderIds}) and ${written} is not null`);
}
