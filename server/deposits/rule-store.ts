import { eq } from 'drizzle-orm';
import {
  DEPOSIT_RULE_TEXT,
  type DepositRule,
  type DepositRuleFields,
  MAX_DEPOSIT_RULES,
} from '#contract/deposit-rules';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { refuseOverCap } from '#server/kit/cap';
import { defineRecord, getInScope } from '#server/kit/index';
import { DEPOSIT_RULE_SUBJECT } from './audit';
import { checkOffered, checkRule } from './checks';
import type { AppScope } from './option-store';
import { depositRules } from './schema';
import { inDepositSet, optionsOf } from './set';
import { offeredOf, ruleColumnsOf, ruleOf } from './shape';

export type RuleAt = AppScope & { depositRuleId: number };

const record = defineRecord({
  table: depositRules,
  unique: {
    deposit_rules_app_priority_idx: {
      field: 'priority',
      message: DEPOSIT_RULE_TEXT.priorityTaken,
    },
  },
  audit: DEPOSIT_RULE_SUBJECT,
});

const recordAt = (at: RuleAt) => ({
  id: at.depositRuleId,
  scope: eq(depositRules.applicationId, at.applicationId),
});

/** The same rule without repeated options. */
const withoutRepeats = (f: DepositRuleFields): DepositRuleFields => ({
  ...f,
  depositOptionIds: [...new Set(f.depositOptionIds)],
});

/** The rule's columns once its options are checked, under the set's lock. */
async function columnsChecked(tx: Tx, applicationId: number, f: DepositRuleFields) {
  checkOffered(f, await optionsOf(tx, applicationId));
  return ruleColumnsOf(f);
}

export async function loadDepositRule(db: Db | Tx, at: RuleAt): Promise<DepositRule> {
  const row = await getInScope(
    db
      .select()
      .from(depositRules)
      .where(record.where(recordAt(at))),
  );
  const options = await optionsOf(db, at.applicationId);
  return ruleOf(row, offeredOf(row, options), at.companyId);
}

export function createDepositRule(
  db: Db,
  actor: Actor,
  scope: AppScope,
  sent: DepositRuleFields,
): Promise<number> {
  checkRule(sent);
  const f = withoutRepeats(sent);
  return record.create(
    db,
    actor,
    async (tx) => {
      await refuseOverCap(tx, depositRules, depositRules.applicationId, scope.applicationId, {
        max: MAX_DEPOSIT_RULES,
        field: 'name',
        message: DEPOSIT_RULE_TEXT.tooMany,
      });
      return {
        applicationId: scope.applicationId,
        ...(await columnsChecked(tx, scope.applicationId, f)),
      };
    },
    { within: inDepositSet(scope.applicationId) },
  );
}

export function updateDepositRule(
  db: Db,
  actor: Actor,
  at: RuleAt,
  sent: DepositRuleFields & { version: number },
): Promise<void> {
  checkRule(sent);
  const f = withoutRepeats(sent);
  return record.update(
    db,
    actor,
    recordAt(at),
    sent.version,
    async (tx) => ({ ...(await columnsChecked(tx, at.applicationId, f)), updatedAt: new Date() }),
    { within: inDepositSet(at.applicationId) },
  );
}

export const removeDepositRule = (db: Db, actor: Actor, at: RuleAt) =>
  record.remove(db, actor, recordAt(at), { within: inDepositSet(at.applicationId) });
