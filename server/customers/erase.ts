import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '#contract/customers';
import type { Actor } from '#server/audit/audited';
import { MASKED } from '#server/audit/diff';
import { fieldsOf } from '#server/audit/fields';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import {
  auditLog,
  customers as c,
  orders as o,
  orderNotes,
  orderTimeline,
  orderTravellers as t,
} from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { getInScope } from '#server/kit/index';
import { FREE_TEXT_DETAILS } from '#server/orders/timeline';
import { PERSONAL_FIELDS } from './audit';
import { type CustomerAt, customerWhere } from './store';

/** An address no one receives mail at, unique per customer so the email index still holds. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@invalid`;

/**
 * Data-protection erasure: the customer's personal fields, its orders' contact copies, those
 * orders' travellers and what staff wrote on them (notes, reasons) are anonymised in one
 * transaction; money, dates, statuses and booking references stay, so the books still add up.
 * The customer's earlier audit rows lose the personal values they recorded (the trail keeps
 * that something changed, not what). Erasing again anonymises anything linked since and writes
 * no second audit row.
 */
export async function eraseCustomer(db: Db, actor: Actor, at: CustomerAt): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getInScope(tx.select().from(c).where(customerWhere(at)).for('update'));
    const now = new Date();
    await tx
      .update(c)
      .set({
        title: null,
        firstName: ERASED_NAME,
        lastName: ERASED_NAME,
        email: erasedEmail(at.customerId),
        phone: null,
        address1: null,
        address2: null,
        city: null,
        state: null,
        postcode: null,
        countryCode: null,
        dateOfBirth: null,
        notes: null,
        marketingConsent: false,
        searchText: '',
        erasedAt: before.erasedAt ?? now,
        version: sql`${c.version} + 1`,
        updatedAt: now,
      })
      .where(eq(c.id, at.customerId));
    await eraseOrders(tx, at);
    if (before.erasedAt) return;
    await maskHistory(tx, at.customerId);
    const [after] = await tx.select().from(c).where(eq(c.id, at.customerId));
    const drop = ['key', 'searchText', 'updatedAt', 'applicationId'];
    await recordChange(tx, {
      actorId: actor?.userId ?? null,
      companyId: at.companyId,
      applicationId: at.applicationId,
      area: 'customers',
      recordId: at.customerId,
      label: ERASED_NAME,
      action: 'erase',
      before: fieldsOf(before, drop),
      ...(after ? { after: fieldsOf(after, drop) } : {}),
      secrets: PERSONAL_FIELDS,
    });
  });
}

/** The orders' own contact copies and their travellers; search keeps reference and supplier refs. */
async function eraseOrders(tx: Tx, at: CustomerAt) {
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
    .where(sql`${t.orderId} in (select ${o.id} from ${o} where ${mine})`);
  await eraseWords(tx, sql`select ${o.id} from ${o} where ${mine}`);
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
  const keys = sql.join(
    FREE_TEXT_DETAILS.map((key) => sql`${key}`),
    sql`, `,
  );
  const written = sql`(select jsonb_object_agg(k, ${ERASED_TEXT}::text)
    from jsonb_object_keys(${orderTimeline.detail}) as k where k in (${keys}))`;
  await tx
    .update(orderTimeline)
    .set({ detail: sql`${orderTimeline.detail} || ${written}` })
    .where(sql`${orderTimeline.orderId} in (${orderIds}) and ${written} is not null`);
}

/** The customer's earlier audit rows keep which fields changed, with personal values masked. */
async function maskHistory(tx: Tx, customerId: number) {
  const personal = sql.join(
    PERSONAL_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  );
  const masked = (side: 0 | 1) =>
    sql`case when v -> ${sql.raw(String(side))} = 'null'::jsonb then null else to_jsonb(${MASKED}::text) end`;
  await tx
    .update(auditLog)
    .set({
      label: ERASED_NAME,
      changes: sql`coalesce((
        select jsonb_object_agg(k, case when k in (${personal})
          then jsonb_build_array(${masked(0)}, ${masked(1)}) else v end)
        from jsonb_each(${auditLog.changes}) as e(k, v)), '{}'::jsonb)`,
    })
    .where(and(eq(auditLog.area, 'customers'), eq(auditLog.recordId, String(customerId))));
}
