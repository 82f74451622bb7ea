import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/tx';
import { NotFound, Stale } from './errors';

type VersionedTable = PgTable & { version: PgColumn };

/**
 * The first statement of every versioned update: moves the record from the version the editor
 * read to the next one, in one conditional statement that also locks the row until the
 * transaction ends. Nothing matched: the record is gone or out of scope (NotFound), or someone
 * saved it since (Stale). Returns the new version.
 */
export async function claimVersion(
  tx: Tx,
  table: VersionedTable,
  where: SQL | undefined,
  expected: number,
): Promise<number> {
  const claimed = await tx
    .update(table)
    // Drizzle cannot type a set over a table it only knows as generic; VersionedTable holds.
    .set({ version: sql`${table.version} + 1` } as never)
    .where(and(where, eq(table.version, expected)))
    .returning({ version: table.version });
  const row = claimed[0];
  if (row) return Number(row.version);
  const [exists] = await tx.select({ one: sql`1` }).from(table).where(where);
  throw exists ? new Stale() : new NotFound();
}
