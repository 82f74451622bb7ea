import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { orderNotes, orderTimeline } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { reasonOf, summaryOf } from './timeline';

// What was written on orders and what happened to them, read one way for the order page and
// the customer's data export, so the export holds exactly what the page shows.

/** A person as the order page names them: their name, else their email. */
const personName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const person = sql<string | null>`coalesce(${personName}, ${users.email})`;

export type NoteRead = {
  orderId: number;
  noteId: number;
  body: string;
  author: string | null;
  at: string;
};

/** The notes of the orders, each order's oldest first. */
export async function notesOf(db: Db | Tx, orderIds: readonly number[]): Promise<NoteRead[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ note: orderNotes, author: person })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(inArray(orderNotes.orderId, [...orderIds]))
    .orderBy(asc(orderNotes.orderId), asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(({ note, author }) => ({
    orderId: note.orderId,
    noteId: note.id,
    body: note.body,
    author,
    at: note.createdAt.toISOString(),
  }));
}

export type StepRead = {
  orderId: number;
  id: number;
  at: string;
  kind: string;
  /** Null: the booking site. */
  actor: string | null;
  summary: string;
  reason: string | null;
};

/** The timelines of the orders, each order's oldest step first. */
export async function stepsOf(db: Db | Tx, orderIds: readonly number[]): Promise<StepRead[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ step: orderTimeline, actor: person })
    .from(orderTimeline)
    .leftJoin(users, eq(users.id, orderTimeline.actorId))
    .where(inArray(orderTimeline.orderId, [...orderIds]))
    .orderBy(asc(orderTimeline.orderId), asc(orderTimeline.at), asc(orderTimeline.id));
  return rows.map(({ step, actor }) => ({
    orderId: step.orderId,
    id: step.id,
    at: step.at.toISOString(),
    kind: step.kind,
    actor: step.actorId === null ? null : actor,
    summary: summaryOf(step.kind, step.detail),
    reason: reasonOf(step.detail),
  }));
}
