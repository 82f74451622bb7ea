import { asc, eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { enquiries, enquiryNotes } from './schema';

/**
 * An enquiry as its History reads it: the site's fields, its status, its assignee by name and
 * its notes, so adding a note is an update that shows the note. Locked, as its writers lock it.
 */
async function enquiry(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ e: enquiries, companyId: applications.companyId })
    .from(enquiries)
    .innerJoin(applications, eq(applications.id, enquiries.applicationId))
    .where(eq(enquiries.id, id))
    .for('update', { of: enquiries });
  if (!row) return undefined;
  const [assignee] = row.e.assigneeId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, row.e.assigneeId))
    : [];
  const notes = await tx
    .select({ body: enquiryNotes.body, author: enquiryNotes.authorName })
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, id))
    .orderBy(asc(enquiryNotes.id));
  const { assigneeId: _a, siteHash: _h, ...rest } = row.e;
  return {
    companyId: row.companyId,
    applicationId: row.e.applicationId,
    label: row.e.webReference,
    fields: {
      ...fieldsOf(rest, ['updatedAt', 'applicationId']),
      assignee: assignee ? nameOf(assignee) : null,
      notes: notes.map((n) => `${n.author ?? 'Someone'}: ${n.body}`),
    },
  };
}

/** A user's name as the console shows it, or their email when they have none. */
export const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export const ENQUIRY_SUBJECT: Subject = { area: 'enquiries', read: enquiry };
