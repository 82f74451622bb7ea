import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import type { Within } from '#server/kit/index';
import { depositOptions, depositRules, depositSets } from './schema';
import type { StoredOption, StoredRule } from './shape';

/**
 * Marks the application's deposit rules and options changed, in the change's transaction, and
 * holds the set's row lock until it commits: every writer of either calls this first.
 */
export async function touchDeposits(tx: Tx, applicationId: number): Promise<void> {
  await tx
    .insert(depositSets)
    .values({ applicationId, version: 1 })
    .onConflictDoUpdate({
      target: depositSets.applicationId,
      set: { version: sql`${depositSets.version} + 1` },
    });
}

/** Runs a record's write holding the application's deposit lock. */
export const inDepositSet =
  (applicationId: number): Within =>
  async (tx, change) => {
    await touchDeposits(tx, applicationId);
    return change();
  };

/** Every rule of the application, by priority. */
export const rulesOf = (db: Db | Tx, applicationId: number): Promise<StoredRule[]> =>
  db
    .select()
    .from(depositRules)
    .where(eq(depositRules.applicationId, applicationId))
    .orderBy(asc(depositRules.priority), asc(depositRules.id));

/** Every option of the application, by id. */
export async function optionsOf(
  db: Db | Tx,
  applicationId: number,
): Promise<Map<number, StoredOption>> {
  const rows = await db
    .select()
    .from(depositOptions)
    .where(eq(depositOptions.applicationId, applicationId))
    .orderBy(asc(depositOptions.id));
  return new Map(rows.map((o) => [o.id, o]));
}
