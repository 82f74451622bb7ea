import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '#contract/customers';
import { maskAuditRows } from '#server/audit/mask';
import type { Tx } from '#server/db/tx';
import { enquiries as e, enquiryNotes } from './schema';

/** What an enquiry's History keeps in plain once its sender is erased: nothing of the person. */
const KEPT = [
  'webReference',
  'type',
  'destination',
  'startDate',
  'endDate',
  'adults',
  'children',
  'status',
  'assignee',
];

/**
 * A customer's erasure reaches the enquiries sent with their email (server/customers/erase.ts):
 * name, email, phone, message and the notes about them give way to markers, and the enquiries'
 * earlier audit rows keep which fields changed, not what they held.
 */
export async function eraseEnquiriesOf(tx: Tx, applicationId: number, email: string) {
  const found = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.applicationId, applicationId), sql`lower(${e.email}) = lower(${email})`))
    .for('update');
  const ids = found.map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .update(e)
    .set({
      name: ERASED_NAME,
      email: 'erased@invalid',
      phone: null,
      message: ERASED_TEXT,
      // A resend by the site is then new content, not "unchanged".
      siteHash: '',
      updatedAt: new Date(),
    })
    .where(inArray(e.id, ids));
  await tx
    .update(enquiryNotes)
    .set({ body: ERASED_TEXT })
    .where(inArray(enquiryNotes.enquiryId, ids));
  await maskAuditRows(tx, {
    area: 'enquiries',
    recordIds: sql`select unnest(${`{${ids.join(',')}}`}::int[])::text`,
    kept: KEPT,
  });
}
