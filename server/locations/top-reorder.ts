import { eq } from 'drizzle-orm';
import { LOCATION_TEXT } from '#contract/locations';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { renumber } from '#server/kit/renumber';
import { topLocations } from './schema';
import { touchTops } from './top-store';
import type { AppScope } from './tree-store';

/**
 * Renumbers every top location of the application 1, 2, 3… in the order sent, as pricing and
 * deposit rules are reordered (server/kit/renumber.ts).
 */
export async function reorderTopLocations(
  db: Db,
  actor: Actor,
  scope: AppScope,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await touchTops(tx, scope.applicationId);
    const held = await tx
      .select({ id: topLocations.id, name: topLocations.name, rank: topLocations.position })
      .from(topLocations)
      .where(eq(topLocations.applicationId, scope.applicationId));
    await renumber(tx, {
      table: topLocations,
      rank: { column: topLocations.position, name: 'position' },
      held,
      ids,
      orderChanged: LOCATION_TEXT.orderChanged,
      area: 'topLocations',
      actorId: actor?.userId ?? null,
      companyId: scope.companyId,
      applicationId: scope.applicationId,
    });
  });
}
