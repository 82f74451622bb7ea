import { and, count, eq } from 'drizzle-orm';
import { PROMO_TEXT, type VoucherRule, type VoucherRuleFields } from '#contract/promo-codes';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { VOUCHER_RULE_SUBJECT } from './audit';
import { checkRule } from './checks';
import { voucherCodes, voucherRules } from './schema';
import { ruleColumns, ruleOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type RuleAt = AppScope & { voucherRuleId: number };

const record = defineRecord({
  table: voucherRules,
  unique: { voucher_rules_app_name_idx: { field: 'name', message: PROMO_TEXT.nameTaken } },
  audit: VOUCHER_RULE_SUBJECT,
});

const recordAt = (at: RuleAt) => ({
  id: at.voucherRuleId,
  scope: eq(voucherRules.applicationId, at.applicationId),
});

export async function codesOfRule(db: Db | Tx, ruleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherCodes)
    .where(eq(voucherCodes.ruleId, ruleId));
  return row?.n ?? 0;
}

export async function loadVoucherRule(db: Db | Tx, at: RuleAt): Promise<VoucherRule> {
  const row = await getInScope(
    db
      .select()
      .from(voucherRules)
      .where(record.where(recordAt(at))),
  );
  return ruleOf(row, { companyId: at.companyId, codes: await codesOfRule(db, row.id) });
}

export async function createVoucherRule(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: VoucherRuleFields,
): Promise<{ id: number }> {
  checkRule(f);
  const id = await record.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...ruleColumns(f),
  }));
  return { id };
}

export function updateVoucherRule(
  db: Db,
  actor: Actor,
  at: RuleAt,
  f: VoucherRuleFields & { version: number },
): Promise<void> {
  checkRule(f);
  return record.update(db, actor, recordAt(at), f.version, () => ({
    ...ruleColumns(f),
    updatedAt: new Date(),
  }));
}

export const removeVoucherRule = (db: Db, actor: Actor, at: RuleAt) =>
  record.remove(db, actor, recordAt(at));

/** Whether the rule is the application's (a code may name only its own application's rules). */
export async function ruleOfApp(db: Db | Tx, applicationId: number, ruleId: number) {
  const [row] = await db
    .select({ id: voucherRules.id, name: voucherRules.name, usesPerCode: voucherRules.usesPerCode })
    .from(voucherRules)
    .where(and(eq(voucherRules.id, ruleId), eq(voucherRules.applicationId, applicationId)));
  return row;
}
