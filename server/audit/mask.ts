import { and, eq, type SQL, sql } from 'drizzle-orm';
import { textValues } from '#server/db/jsonb';
import { auditLog } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { MASKED } from './diff';

export type MaskedRows = {
  area: string;
  /** A query yielding the record ids (as text, as the trail keeps them) whose rows to mask. */
  recordIds: SQL;
  /**
   * The fields known to hold no one's words (statuses, ids, flags): they keep their before and
   * after. Every other field's values go, so a field a writer adds later is masked until it is
   * listed here, never leaked because no one thought to list it as personal.
   */
  kept: readonly string[];
  /** A new label for the rows, when the record's name is itself personal. */
  label?: string;
};

/**
 * Earlier audit rows keep which fields changed, with the values of all but `kept` masked as
 * secrets are when written (a null stays null, so "was empty" still reads), in the caller's
 * transaction: the trail keeps that something changed, not what.
 */
export async function maskAuditRows(tx: Tx, rows: MaskedRows): Promise<void> {
  const kept = sql`array[${textValues(rows.kept)}]::text[]`;
  const masked = (side: 0 | 1) =>
    sql`case when v -> ${sql.raw(String(side))} = 'null'::jsonb then null else to_jsonb(${MASKED}::text) end`;
  await tx
    .update(auditLog)
    .set({
      ...(rows.label === undefined ? {} : { label: rows.label }),
      changes: sql`coalesce((
        select jsonb_object_agg(k, case when k = any (${kept})
          then v else jsonb_build_array(${masked(0)}, ${masked(1)}) end)
        from jsonb_each(${auditLog.changes}) as e(k, v)), '{}'::jsonb)`,
    })
    .where(and(eq(auditLog.area, rows.area), sql`${auditLog.recordId} in (${rows.recordIds})`));
}
