import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { pricingRules } from './schema';

/** A rule as its History reads it; the row is locked, as its writers lock it anyway. */
async function pricingRule(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ rule: pricingRules, companyId: applications.companyId })
    .from(pricingRules)
    .innerJoin(applications, eq(applications.id, pricingRules.applicationId))
    .where(eq(pricingRules.id, id))
    .for('update', { of: pricingRules });
  if (!row) return undefined;
  const { terms, ...rest } = row.rule;
  return {
    companyId: row.companyId,
    applicationId: row.rule.applicationId,
    label: row.rule.name,
    // The terms field by field, so History shows which condition changed.
    fields: fieldsOf({ ...rest, ...terms }, ['updatedAt', 'applicationId']),
  };
}

export const PRICING_RULE_SUBJECT: Subject = { area: 'pricingRules', read: pricingRule };
