import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/tx';
import { fieldError } from './form-error';

/** How many rows an application may hold of a kind, and what the form says past that. */
export type Cap = { readonly max: number; readonly field: string; readonly message: string };

/**
 * Refuses one more row where the application already holds `cap.max`. Called inside the
 * create's transaction after its set's row is locked, so parallel adds cannot pass the cap.
 */
export async function refuseOverCap(
  tx: Tx,
  table: PgTable,
  applicationId: PgColumn,
  id: number,
  cap: Cap,
) {
  const [held] = await tx.select({ n: count() }).from(table).where(eq(applicationId, id));
  if ((held?.n ?? 0) >= cap.max) throw fieldError(cap.field, cap.message);
}
