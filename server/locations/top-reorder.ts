import { and, asc, eq, sql } from 'drizzle-orm';
import { LOCATION_TEXT } from '#contract/locations';
import type { Actor } from '#server/audit/audited';
import { recordChanges } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { Conflict } from '#server/kit/index';
import { topLocations } from './schema';
import { touchTops } from './top-store';
import type { AppScope } from './tree-store';

/**
 * Renumbers every top location of the application 1, 2, 3… in the order sent, in one
 * transaction with its audit rows (as pricing and deposit rules are reordered). The list sent
 * must be the application's exactly: one added or removed since the page read them is a 409. A
 * moved one's version goes up, so an edit opened before the move does not undo it.
 */
export async function reorderTopLocations(
  db: Db,
  actor: Actor,
  scope: AppScope,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await touchTops(tx, scope.applicationId);
    const inApp = eq(topLocations.applicationId, scope.applicationId);
    const rows = await tx
      .select({ id: topLocations.id, name: topLocations.name, position: topLocations.position })
      .from(topLocations)
      .where(inApp)
      .orderBy(asc(topLocations.position));
    const held = new Map(rows.map((r) => [r.id, r]));
    const same = ids.length === rows.length && new Set(ids).size === ids.length;
    if (!same || ids.some((id) => !held.has(id))) throw new Conflict(LOCATION_TEXT.orderChanged);
    const moved = ids
      .map((id, index) => ({ id, position: index + 1, row: held.get(id) }))
      .filter((m) => m.row && m.row.position !== m.position);
    if (moved.length === 0) return;
    const order = JSON.stringify(moved.map(({ id, position }) => ({ id, position })));
    const sent = sql`jsonb_to_recordset(${order}::jsonb) as o(id int, position int)`;
    // Out of the way first (each negated position is as unique as the position was), then
    // into place: the unique index holds after every statement.
    await tx
      .update(topLocations)
      .set({ position: sql`-${topLocations.position}` })
      .where(and(inApp, sql`${topLocations.id} in (select o.id from ${sent})`));
    await tx.execute(sql`
      update ${topLocations} set position = o.position, version = ${topLocations.version} + 1,
        updated_at = now()
      from ${sent}
      where ${topLocations.id} = o.id and ${inApp}`);
    await recordChanges(
      tx,
      moved.map(({ id, position, row }) => ({
        actorId: actor?.userId ?? null,
        companyId: scope.companyId,
        applicationId: scope.applicationId,
        area: 'topLocations' as const,
        recordId: id,
        label: row?.name ?? null,
        action: 'update' as const,
        before: { position: row?.position ?? null },
        after: { position },
      })),
    );
  });
}
