import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditArea } from '#contract/audit';
import type { Actor } from '#server/audit/audited';
import { recordChanges } from '#server/audit/record';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { Conflict } from './errors';

/** A table of an application's records ranked by a unique rank column (1 first). */
type Ranked = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  applicationId: AnyPgColumn;
  version: AnyPgColumn;
  name: AnyPgColumn<{ data: string; notNull: true }>;
};

/** What an area declares to have its records put in the order a page sends. */
export interface RankedSet {
  table: Ranked;
  rank: Renumbering['rank'];
  /** Takes the application's lock on the set, so a create and a reorder run one after the other. */
  lock: (tx: Tx, applicationId: number) => Promise<unknown>;
  orderChanged: string;
  area: AuditArea;
}

/**
 * The reorder of an area's ranked records: in one transaction it takes the set's lock, reads the
 * records as they stand and renumbers them in the order sent.
 */
export function reorderOf(set: RankedSet) {
  const t = set.table;
  return (
    db: Db,
    actor: Actor,
    scope: { companyId: number; applicationId: number },
    ids: readonly number[],
  ): Promise<void> =>
    db.transaction(async (tx) => {
      await set.lock(tx, scope.applicationId);
      const held = await tx
        .select({ id: t.id, name: t.name, rank: set.rank.column })
        .from(t)
        .where(eq(t.applicationId, scope.applicationId));
      await renumber(tx, {
        table: t,
        rank: set.rank,
        held,
        ids,
        orderChanged: set.orderChanged,
        area: set.area,
        actorId: actor?.userId ?? null,
        companyId: scope.companyId,
        applicationId: scope.applicationId,
      });
    });
}

export interface Renumbering {
  table: Ranked;
  /** The rank column, as the audit rows name it: rules have a priority, top locations a position. */
  rank: { column: AnyPgColumn<{ data: number; notNull: true }>; name: string };
  /** Every record of the application as it stands, read in the caller's transaction. */
  held: readonly { id: number; rank: number; name: string }[];
  /** The order the page sent: every id of `held`, once each. */
  ids: readonly number[];
  /** The 409's text when the page's list is not the application's records any more. */
  orderChanged: string;
  area: AuditArea;
  actorId: number | null;
  companyId: number;
  applicationId: number;
}

/**
 * Renumbers an application's ranked records 1, 2, 3… in the order sent, with their audit rows,
 * inside the caller's transaction (which holds the set's lock). The list sent must be the
 * records exactly: one added or removed since the page read them is a 409, so none is left out
 * of the order by accident. A moved record's version goes up, so an edit opened before the move
 * does not put its old priority back.
 */
export async function renumber(tx: Tx, r: Renumbering): Promise<void> {
  const held = new Map(r.held.map((h) => [h.id, h]));
  const same = r.ids.length === r.held.length && new Set(r.ids).size === r.ids.length;
  if (!same || r.ids.some((id) => !held.has(id))) throw new Conflict(r.orderChanged);
  const moved = r.ids
    .map((id, index) => ({ id, rank: index + 1, was: held.get(id) }))
    .filter((m) => m.was && m.was.rank !== m.rank);
  if (moved.length === 0) return;
  const t = r.table;
  const column = sql.identifier(r.rank.column.name);
  const order = JSON.stringify(moved.map(({ id, rank }) => ({ id, rank })));
  const sent = sql`jsonb_to_recordset(${order}::jsonb) as o(id int, rank int)`;
  // Out of the way first (each negated rank is as unique as the rank was), then into place:
  // the unique index holds after every statement.
  await tx.execute(sql`
    update ${t} set ${column} = -${r.rank.column}
    where ${t.applicationId} = ${r.applicationId} and ${t.id} in (select o.id from ${sent})`);
  await tx.execute(sql`
    update ${t} set ${column} = o.rank, version = ${t.version} + 1, updated_at = now()
    from ${sent}
    where ${t.id} = o.id and ${t.applicationId} = ${r.applicationId}`);
  await recordChanges(
    tx,
    moved.map(({ id, rank, was }) => ({
      actorId: r.actorId,
      companyId: r.companyId,
      applicationId: r.applicationId,
      area: r.area,
      recordId: id,
      label: was?.name ?? null,
      action: 'update' as const,
      before: { [r.rank.name]: was?.rank ?? null },
      after: { [r.rank.name]: rank },
    })),
  );
}
