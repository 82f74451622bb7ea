import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { translationSets } from './schema';

/**
 * Marks the application's texts changed, in the change's transaction, and holds the set's row
 * lock until it commits: every writer of the application's texts calls this first. One
 * statement, so two writers never both read the old version.
 */
export async function touchTexts(tx: Tx, applicationId: number): Promise<void> {
  await tx
    .insert(translationSets)
    .values({ applicationId, version: 1 })
    .onConflictDoUpdate({
      target: translationSets.applicationId,
      set: { version: sql`${translationSets.version} + 1`, changedAt: sql`now()` },
    });
}
