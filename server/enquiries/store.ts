import { and, asc, eq, sql } from 'drizzle-orm';
import { ENQUIRY_TEXT, type Enquiry, type EnquiryHandle } from '#contract/enquiries';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { memberships, users } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope, NotFound } from '#server/kit/index';
import { ENQUIRY_SUBJECT, nameOf } from './audit';
import { enquiries as e, enquiryNotes as n } from './schema';
import { enquiryOf } from './shape';

/** An enquiry of the application by its web reference, as the gate decided the application. */
export type EnquiryAt = { companyId: number; applicationId: number; webReference: string };

const record = defineRecord({ table: e, audit: ENQUIRY_SUBJECT });

/** The enquiry's id, or NotFound outside the application. */
async function idOf(db: Db | Tx, at: EnquiryAt): Promise<number> {
  const row = await getInScope(
    db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.applicationId, at.applicationId), eq(e.webReference, at.webReference))),
  );
  return row.id;
}

export async function loadEnquiry(db: Db | Tx, at: EnquiryAt): Promise<Enquiry> {
  const row = await getInScope(
    db
      .select({
        e,
        assigneeFirst: users.firstName,
        assigneeLast: users.lastName,
        assigneeEmail: users.email,
      })
      .from(e)
      .leftJoin(users, eq(users.id, e.assigneeId))
      .where(and(eq(e.applicationId, at.applicationId), eq(e.webReference, at.webReference))),
  );
  const notes = await db.select().from(n).where(eq(n.enquiryId, row.e.id)).orderBy(asc(n.id));
  const [customer] = await db
    .select({ customerId: customers.id, key: customers.key })
    .from(customers)
    .where(
      and(
        eq(customers.applicationId, at.applicationId),
        sql`lower(${customers.email}) = lower(${row.e.email})`,
      ),
    )
    .limit(1);
  return enquiryOf(
    { ...row.e, ...row },
    {
      companyId: at.companyId,
      customer: customer ?? null,
      notes: notes.map((note) => ({
        noteId: note.id,
        author: note.authorName,
        at: new Date(note.createdAt).toISOString(),
        body: note.body,
      })),
    },
  );
}

/** An active member of the company, or the field's error. */
async function checkColleague(tx: Tx, companyId: number, userId: number) {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
      ),
    );
  if (!member) throw fieldError('assigneeId', ENQUIRY_TEXT.notColleague);
}

/** Status and assignee over the version read: 409 when someone saved the enquiry since. */
export async function handleEnquiry(db: Db, actor: Actor, at: EnquiryAt, body: EnquiryHandle) {
  const id = await idOf(db, at);
  await record.update(
    db,
    actor,
    { id, scope: eq(e.applicationId, at.applicationId) },
    body.version,
    async (tx) => {
      if (body.assigneeId !== null) await checkColleague(tx, at.companyId, body.assigneeId);
      return { status: body.status, assigneeId: body.assigneeId, updatedAt: new Date() };
    },
  );
}

/** A note by the signed-in user; notes take no version, as an order's do. */
export async function addEnquiryNote(db: Db, actor: Actor, at: EnquiryAt, body: string) {
  if (!actor) throw new NotFound();
  const id = await idOf(db, at);
  const [author] = await db.select().from(users).where(eq(users.id, actor.userId));
  await record.update(
    db,
    actor,
    { id, scope: eq(e.applicationId, at.applicationId) },
    null,
    () => ({ updatedAt: new Date() }),
    {
      after: async (tx) => {
        await tx.insert(n).values({
          enquiryId: id,
          authorId: actor.userId,
          authorName: author ? nameOf(author) : null,
          body,
        });
      },
    },
  );
}

/** The company's active users, by name, for the assignee picker. */
export async function colleaguesOf(db: Db, companyId: number) {
  const found = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return found.map((u) => ({ userId: u.userId, name: nameOf(u) }));
}
