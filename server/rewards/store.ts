import { and, eq } from 'drizzle-orm';
import {
  REWARD_TEXT,
  type Reward,
  type RewardFields,
  type RewardRule,
  type RewardRuleFields,
  rewardProblems,
  ruleProblems,
} from '#contract/rewards';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { heldUploads } from '#server/files/store';
import { defineRecord, type FieldErrors, formError, getInScope, Invalid } from '#server/kit/index';
import { REWARD_RULE_SUBJECT, REWARD_SUBJECT } from './audit';
import { rewards as r, rewardRules as rr } from './schema';
import { rewardColumnsOf, rewardOf, ruleColumnsOf, ruleOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type RewardAt = AppScope & { rewardId: number };
export type RuleAt = AppScope & { ruleId: number };

const rewardRecord = defineRecord({
  table: r,
  unique: { rewards_app_name_idx: { field: 'name', message: REWARD_TEXT.nameTaken } },
  audit: REWARD_SUBJECT,
});
const ruleRecord = defineRecord({
  table: rr,
  unique: {
    reward_rules_app_priority_idx: { field: 'priority', message: REWARD_TEXT.priorityTaken },
  },
  audit: REWARD_RULE_SUBJECT,
});

const rewardAt = (at: RewardAt) => ({
  id: at.rewardId,
  scope: eq(r.applicationId, at.applicationId),
});
const ruleAt = (at: RuleAt) => ({ id: at.ruleId, scope: eq(rr.applicationId, at.applicationId) });

const refuse = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw formError(errors);
};

/** The value against its kind, and an image that is one uploaded here, never any address. */
async function checkReward(db: Db | Tx, f: RewardFields) {
  const errors: FieldErrors = rewardProblems(f);
  if (f.imageUrl && !(await heldUploads(db, [f.imageUrl]))) {
    errors.imageUrl = [REWARD_TEXT.imageInvalid];
  }
  refuse(errors);
}

export async function loadReward(db: Db | Tx, at: RewardAt): Promise<Reward> {
  const row = await getInScope(
    db
      .select()
      .from(r)
      .where(rewardRecord.where(rewardAt(at))),
  );
  return rewardOf(row, at.companyId);
}

export async function createReward(db: Db, actor: Actor, scope: AppScope, f: RewardFields) {
  await checkReward(db, f);
  const id = await rewardRecord.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...rewardColumnsOf(f),
  }));
  return { rewardId: id };
}

export async function updateReward(
  db: Db,
  actor: Actor,
  at: RewardAt,
  f: RewardFields & { version: number },
) {
  await checkReward(db, f);
  await rewardRecord.update(db, actor, rewardAt(at), f.version, () => ({
    ...rewardColumnsOf(f),
    updatedAt: new Date(),
  }));
}

/** A reward a rule gives stays: the rule would give nothing. */
export const removeReward = (db: Db, actor: Actor, at: RewardAt) =>
  rewardRecord.remove(db, actor, rewardAt(at), {
    within: async (tx, change) => {
      const [used] = await tx
        .select({ id: rr.id })
        .from(rr)
        .where(eq(rr.rewardId, at.rewardId))
        .limit(1)
        .for('update');
      if (used) throw new Invalid(REWARD_TEXT.rewardInUse);
      return change();
    },
  });

/** The days and dates the right way round, and a reward of the same application. */
async function checkRule(db: Db | Tx, applicationId: number, f: RewardRuleFields) {
  const errors: FieldErrors = ruleProblems(f);
  const [reward] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, f.rewardId), eq(r.applicationId, applicationId)));
  if (!reward) errors.rewardId = [REWARD_TEXT.unknownReward];
  refuse(errors);
}

export async function loadRewardRule(db: Db | Tx, at: RuleAt): Promise<RewardRule> {
  const [row] = await db
    .select({ rule: rr, rewardName: r.name })
    .from(rr)
    .innerJoin(r, eq(r.id, rr.rewardId))
    .where(ruleRecord.where(ruleAt(at)));
  const found = await getInScope(Promise.resolve(row ? [row] : []));
  return ruleOf(found.rule, found.rewardName, at.companyId);
}

export async function createRewardRule(db: Db, actor: Actor, scope: AppScope, f: RewardRuleFields) {
  await checkRule(db, scope.applicationId, f);
  const id = await ruleRecord.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...ruleColumnsOf(f),
  }));
  return { ruleId: id };
}

export async function updateRewardRule(
  db: Db,
  actor: Actor,
  at: RuleAt,
  f: RewardRuleFields & { version: number },
) {
  await checkRule(db, at.applicationId, f);
  await ruleRecord.update(db, actor, ruleAt(at), f.version, () => ({
    ...ruleColumnsOf(f),
    updatedAt: new Date(),
  }));
}

export const removeRewardRule = (db: Db, actor: Actor, at: RuleAt) =>
  ruleRecord.remove(db, actor, ruleAt(at));
