import { asc, eq, sql } from 'drizzle-orm';
import { neverWinsText, outrankedBy } from '#contract/pricing-engine/index';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { pricingRuleSets, pricingRules } from './schema';
import { engineRuleOf } from './shape';

export type StoredRule = typeof pricingRules.$inferSelect;

/** Every rule of the application, by priority. */
export function rulesOf(db: Db | Tx, applicationId: number): Promise<StoredRule[]> {
  return db
    .select()
    .from(pricingRules)
    .where(eq(pricingRules.applicationId, applicationId))
    .orderBy(asc(pricingRules.priority), asc(pricingRules.id));
}

/**
 * Marks the application's rules changed, in the change's transaction, and holds the set's row
 * lock until it commits: every writer of the application's rules calls this first.
 */
export async function touchRules(tx: Tx, applicationId: number): Promise<void> {
  await tx
    .insert(pricingRuleSets)
    .values({ applicationId, version: 1 })
    .onConflictDoUpdate({
      target: pricingRuleSets.applicationId,
      set: { version: sql`${pricingRuleSets.version} + 1` },
    });
}

/** The version of the application's rules: 0 when none was ever written. */
export async function rulesVersion(db: Db, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ version: pricingRuleSets.version })
    .from(pricingRuleSets)
    .where(eq(pricingRuleSets.applicationId, applicationId));
  return row?.version ?? 0;
}

/**
 * Why each rule can never apply, among the application's rules (null: it can), by rule id.
 * The rules are converted once; each is compared with those above it.
 */
export function warningsOf(rules: readonly StoredRule[]): (id: number) => string | null {
  const engine = rules.map(engineRuleOf);
  return (id) => {
    const rule = engine.find((r) => r.id === id);
    const by = rule && outrankedBy(engine, rule);
    return by ? neverWinsText(by) : null;
  };
}
