import { asc, eq, sql } from 'drizzle-orm';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import type { DemoScope, ServerArea } from './area';

/** Runs every area's demo seed; application areas fill the company's first application. */
export async function seedAreas(tx: Tx, areas: readonly ServerArea[], demo: DemoScope) {
  const [app] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, demo.companyId))
    .orderBy(asc(applications.id))
    .limit(1);
  for (const { area, seed, seedApplication } of areas) {
    await seed?.(tx, demo);
    if (!app || !seedApplication || !(await seedApplication(tx, app.id, demo))) continue;
    if (area.feature) {
      await tx
        .update(applications)
        .set({
          features: sql`array_append(array_remove(${applications.features}, ${area.feature}), ${area.feature})`,
        })
        .where(eq(applications.id, app.id));
    }
  }
}
