import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '#contract/customers';
import { maskAuditRows } from '#server/audit/mask';
import { keysMarked } from '#server/db/jsonb';
import {
  orders as o,
  orderItems,
  orderNotes,
  orderTimeline,
  orderTravellers as t,
} from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { ORDER_PLAIN_FIELDS } from '#server/orders/store';
import { FREE_TEXT_DETAILS } from '#server/orders/timeline';
import { eraseEventWords } from '#server/outbox/events';
import type { CustomerAt } from './store';

/**
 * The person in the customer's orders, in the erase's transaction: the orders' own contact
 * copies and their travellers (search keeps reference and supplier refs), the booking site's
 * item descriptions and what staff wrote on them, their audit rows and their events still in
 * the outbox.
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
    kept: ORDER_PLAIN_FIELDS,
  });
  await eraseEventWords(tx, orderIds, ERASED_TEXT);
}

/**
 * Item descriptions, notes and the timeline's written reasons may name the person, and no rule
 * tells reliably which do (a nickname, an initial, a family name): each text gives way whole to
 * a marker, while the item's product, supplier, dates and price, and who wrote a note, when,
 * and what kind of step each was, stay, so the order still reads and adds up. An empty
 * description stays empty.
 */
async function eraseWords(tx: Tx, orderIds: SQL) {
  await tx
    .update(orderItems)
    .set({ description: ERASED_TEXT })
    .where(sql`${orderItems.orderId} in (${orderIds}) and ${orderItems.description} is not null`);
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
