import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { NotFound } from './errors';

/**
 * The one record `where` finds inside the caller's scope (its company, its application), or
 * NotFound: another company's record is simply not there, whatever its id.
 */
export async function getInScope<T>(read: Promise<T[]>): Promise<T> {
  const [row] = await read;
  if (row === undefined) throw new NotFound();
  return row;
}

/** Throws NotFound unless a row of `table` matches `where` (a parent checked before its children). */
export async function mustExist(db: Db | Tx, table: PgTable, id: PgColumn, where: SQL | undefined) {
  await getInScope(db.select({ id }).from(table).where(where).limit(1));
}

/**
 * Soft delete for records others still point at (a company its users, audit rows and
 * registrations refer to): the row stays, marked with `set` (a status, a deletedAt), and lists
 * filter it out by that mark. NotFound when nothing in scope matched. Read the row first with
 * getInScope when the audit trail needs it as it was.
 */
export async function softDelete(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  set: Record<string, unknown>,
): Promise<void> {
  // Drizzle cannot type a set over a table it only knows as generic; the caller names columns.
  const updated = await tx
    .update(table)
    .set(set as never)
    .where(where)
    .returning();
  if (updated.length === 0) throw new NotFound();
}
