import { and, eq } from 'drizzle-orm';
import { type ActiveApplication, APP_FEATURES, type AppFeature } from '#contract/applications';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';

const catalogue = new Set<string>(APP_FEATURES);

/**
 * The stored names that are in today's catalogue: a feature dropped from it no longer gates
 * anything, and the contract's responses only name known features.
 */
export const knownFeatures = (names: readonly string[]): AppFeature[] =>
  names.filter((name): name is AppFeature => catalogue.has(name));

/** What the session keeps about an opened application; undefined when the company has no such. */
export async function activeApplication(
  db: Db,
  companyId: number,
  applicationId: number,
): Promise<ActiveApplication | undefined> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      applicationName: applications.name,
      features: applications.features,
      statsUrl: applications.statsUrl,
    })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  return row && { ...row, features: knownFeatures(row.features) };
}
