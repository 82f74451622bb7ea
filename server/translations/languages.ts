import { eq } from 'drizzle-orm';
import type { TextLanguage } from '#contract/translations';
import { knownLanguages } from '#server/applications/open';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';

/** The application's languages (its editor chooses them): the texts have one column each. */
export async function appLanguages(db: Db | Tx, applicationId: number): Promise<TextLanguage[]> {
  const [app] = await db
    .select({ languages: applications.languages })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return knownLanguages(app?.languages ?? []);
}
