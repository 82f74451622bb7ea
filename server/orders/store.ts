import { eq, sql } from 'drizzle-orm';
import { ORDER_TEXT, type OrderContactUpdate, type OrderStatusChange } from '#contract/orders';
import type { OrderStatus } from '#contract/orders-model';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { orders as o, orderNotes } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { claimVersion, fieldError, getInScope, NotFound } from '#server/kit/index';
import { type OrderAt, orderWhere } from './load';
import { addStep } from './timeline';
import { transitionOf } from './transitions';

/** Who changes an order, and in which company (for the audit trail). */
export type Actor = { userId: number; companyId: number };

/** The order as its row stands, read after claiming it (the claim holds its row lock). */
const current = (tx: Tx, at: OrderAt) => getInScope(tx.select().from(o).where(orderWhere(at)));

const audit = (actor: Actor, at: OrderAt, reference: string) => ({
  actorId: actor.userId,
  companyId: actor.companyId,
  applicationId: at.applicationId,
  area: 'orders' as const,
  recordId: at.orderId,
  label: reference,
});

/**
 * Sets the status the transition table allows from the current one (an illegal move is the
 * `status` field's error; a move that needs a reason without one is the `reason` field's). The
 * console's record only: nothing is sent to the supplier.
 */
export async function changeStatus(db: Db, actor: Actor, at: OrderAt, body: OrderStatusChange) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, o, orderWhere(at), body.version);
    const order = await current(tx, at);
    const from = order.status as OrderStatus;
    const move = transitionOf(from, body.status);
    if (!move) throw fieldError('status', ORDER_TEXT.statusNotAllowed(from, body.status));
    const reason = body.reason?.trim() || undefined;
    if (move.reasonRequired && !reason) throw fieldError('reason', ORDER_TEXT.reasonRequired);
    await tx
      .update(o)
      .set({ status: body.status, updatedAt: sql`now()` })
      .where(eq(o.id, order.id));
    await addStep(tx, order.id, actor.userId, 'status', {
      from,
      to: body.status,
      ...(reason ? { reason } : {}),
    });
    await recordChange(tx, {
      ...audit(actor, at, order.reference),
      action: 'update',
      before: { status: from },
      after: { status: body.status, ...(reason ? { reason } : {}) },
    });
  });
}

const CONTACT = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;

/**
 * The fields of an order's audit rows (here and in cancel.ts) that hold no one's words: what
 * stays when the order's customer is erased (server/customers/erase.ts). The contact, notes,
 * reasons and any field not listed here are masked.
 */
export const ORDER_PLAIN_FIELDS: readonly string[] = ['status', 'cancelledItems'];

/** Changes the order's own copy of its contact; the customer record is never touched. */
export async function updateContact(db: Db, actor: Actor, at: OrderAt, body: OrderContactUpdate) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, o, orderWhere(at), body.version);
    const order = await current(tx, at);
    const before = {
      title: order.contactTitle ?? '',
      firstName: order.contactFirstName ?? '',
      lastName: order.contactLastName ?? '',
      email: order.contactEmail ?? '',
      phone: order.contactPhone ?? '',
    };
    const after = {
      title: body.title,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
    };
    const nullable = (v: string) => v || null;
    await tx
      .update(o)
      .set({
        contactTitle: nullable(after.title),
        contactFirstName: nullable(after.firstName),
        contactLastName: nullable(after.lastName),
        contactEmail: nullable(after.email),
        contactPhone: nullable(after.phone),
        // The text box finds the order by its contact's new name, not the old one.
        searchText: searchTextWith(order.searchText, before, after),
        updatedAt: sql`now()`,
      })
      .where(eq(o.id, order.id));
    const fields = CONTACT.filter((f) => before[f] !== after[f]);
    await addStep(tx, order.id, actor.userId, 'contact', { fields });
    await recordChange(tx, {
      ...audit(actor, at, order.reference),
      action: 'update',
      before,
      after,
    });
  });
}

/**
 * The search text with the old contact name and email replaced by the new ones, so the text box
 * finds the order by its contact as it is now (bounded to its column).
 */
function searchTextWith(
  text: string,
  before: { firstName: string; lastName: string; email: string },
  after: { firstName: string; lastName: string; email: string },
): string {
  const swap = (from: string, to: string, into: string) =>
    from && into.includes(from) ? into.replace(from, to) : `${into} ${to}`;
  const lower = (s: string) => s.trim().toLowerCase();
  const named = swap(lower(before.firstName), lower(after.firstName), text);
  const surnamed = swap(lower(before.lastName), lower(after.lastName), named);
  const mailed = swap(lower(before.email), lower(after.email), surnamed);
  return mailed.replace(/\s+/g, ' ').trim().slice(0, 1000);
}

/** Adds a note; it moves the order's version on, so a page open elsewhere knows it is behind. */
export async function addNote(db: Db, actor: Actor, at: OrderAt, body: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(o)
      .set({ version: sql`${o.version} + 1`, updatedAt: sql`now()` })
      .where(orderWhere(at))
      .returning({ id: o.id, reference: o.reference });
    if (!order) throw new NotFound();
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, authorId: actor.userId, body })
      .returning({ id: orderNotes.id });
    if (!note) throw new Error('note not written');
    await addStep(tx, order.id, actor.userId, 'note', { noteId: note.id });
    await recordChange(tx, {
      ...audit(actor, at, order.reference),
      action: 'update',
      before: { note: null },
      after: { note: body },
    });
  });
}
