import { eq, sql } from 'drizzle-orm';
import { ERASED_NAME } from '#contract/customers';
import type { Actor } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { maskAuditRows } from '#server/audit/mask';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { customers as c, customerHotlists } from '#server/db/schema-travel';
import { eraseEnquiriesOf } from '#server/enquiries/erase';
import { getInScope } from '#server/kit/index';
import { eraseQuoteLinksOf } from '#server/quotes/erase';
import { PLAIN_FIELDS } from './audit';
import { eraseOrders } from './erase-orders';
import { eraseStars } from './erase-stars';
import { type CustomerAt, customerWhere } from './store';

/** An address no one receives mail at, unique per customer so the email index still holds. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@invalid`;

/**
 * Data-protection erasure, in one transaction: the customer's personal fields go and so do its
 * hotlists (the person's own wish lists, no business record); its orders keep money, dates,
 * statuses, suppliers and references, so the books still add up, while their contact copies,
 * travellers and every text written on them give way to markers (erase-orders.ts), and so do
 * the titles of staff's stars on those pages (erase-stars.ts); the enquiries sent with their
 * email lose the sender's details and notes, and their quotes' shared links stop working. The audit rows of the customer
 * and of its orders keep which fields changed, not what they held, and the orders' events still
 * in the outbox lose their free text. Export files are never kept: an export is built for its
 * answer only. Erasing again erases anything linked since and writes no second audit row.
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
    await tx.delete(customerHotlists).where(eq(customerHotlists.customerId, at.customerId));
    await eraseOrders(tx, at);
    await eraseStars(tx, at);
    await eraseEnquiriesOf(tx, at.applicationId, before.email);
    await eraseQuoteLinksOf(tx, at.customerId);
    // The customer's earlier rows keep which fields changed, with personal values masked.
    await maskAuditRows(tx, {
      area: 'customers',
      recordIds: sql`select ${String(at.customerId)}::text`,
      kept: PLAIN_FIELDS,
      label: ERASED_NAME,
    });
    if (before.erasedAt) return;
    const [after] = await tx.select().from(c).where(eq(c.id, at.customerId));
    const drop = ['key', 'searchText', 'updatedAt', 'applicationId'];
    const fields = fieldsOf(before, drop);
    await recordChange(tx, {
      actorId: actor?.userId ?? null,
      companyId: at.companyId,
      applicationId: at.applicationId,
      area: 'customers',
      recordId: at.customerId,
      label: ERASED_NAME,
      action: 'erase',
      before: fields,
      ...(after ? { after: fieldsOf(after, drop) } : {}),
      secrets: Object.keys(fields).filter((name) => !PLAIN_FIELDS.includes(name)),
    });
  });
}
