import { and, eq, sql } from 'drizzle-orm';
import {
  type ActiveApplication,
  APP_FEATURES,
  type AppFeature,
  type ApplicationChoice,
} from '#contract/applications';
import { APP_LANGUAGES, type AppLanguage } from '#contract/constants';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';

const catalogue = new Set<string>(APP_FEATURES);

/**
 * The stored names that are in today's catalogue: a feature dropped from it no longer gates
 * anything, and the contract's responses only name known features.
 */
export const knownFeatures = (names: readonly string[]): AppFeature[] =>
  names.filter((name): name is AppFeature => catalogue.has(name));

/** The stored languages the contract knows, once each, in the catalogue's order. */
export const knownLanguages = (codes: readonly string[]): AppLanguage[] =>
  APP_LANGUAGES.filter((code) => codes.includes(code));

/** Every application of the company by name, as the switcher and the palette offer them. */
export async function applicationChoices(db: Db, companyId: number): Promise<ApplicationChoice[]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      applicationName: applications.name,
      features: applications.features,
    })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(sql`lower(${applications.name})`, applications.id);
  return rows.map((row) => ({ ...row, features: knownFeatures(row.features) }));
}

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
      languages: applications.languages,
      statsUrl: applications.statsUrl,
    })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  return (
    row && {
      ...row,
      features: knownFeatures(row.features),
      languages: knownLanguages(row.languages),
    }
  );
}
