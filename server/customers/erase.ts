import { eq, sql } from 'drizzle-orm';
import { ERASED_NAME } from '#contract/customers';
import type { Actor } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { maskAuditRows } from '#server/audit/mask';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { customers as c } from '#server/db/schema';
import { getInScope } from '#server/kit/index';
import { PERSONAL_FIELDS } from './audit';
import { eraseOrders } from './erase-orders';
import { type CustomerAt, customerWhere } from './store';

/** An address no one receives mail at, unique per customer so the email index still holds. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@invalid`;

/**
 * Data-protection erasure: the customer's personal fields, its orders' contact copies, those
 * orders' travellers and what staff wrote on them (notes, reasons) are anonymised in one
 * transaction; money, dates, statuses and booking references stay, so the books still add up.
 * The earlier audit rows of the customer and of its orders lose the personal values they
 * recorded (the trail keeps that something changed, not what), and the orders' events still in
 * the outbox their free text. Erasing again anonymises anything linked since and writes no
 * second audit row.
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
    // The customer's earlier rows keep which fields changed, with personal values masked.
    await maskAuditRows(tx, {
      area: 'customers',
      recordIds: sql`select ${String(at.customerId)}::text`,
      fields: PERSONAL_FIELDS,
      label: ERASED_NAME,
    });
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
