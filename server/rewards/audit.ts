import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { rewardRules, rewards } from './schema';

const DROP = ['updatedAt', 'applicationId'];

/** A reward as its History reads it, its value field by field; locked, as writers lock it. */
async function reward(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ reward: rewards, companyId: applications.companyId })
    .from(rewards)
    .innerJoin(applications, eq(applications.id, rewards.applicationId))
    .where(eq(rewards.id, id))
    .for('update', { of: rewards });
  if (!row) return undefined;
  const { value, ...rest } = row.reward;
  return {
    companyId: row.companyId,
    applicationId: row.reward.applicationId,
    label: row.reward.name,
    fields: fieldsOf({ ...rest, ...value }, DROP),
  };
}

/** A reward rule as its History reads it, condition by condition. */
async function rewardRule(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ rule: rewardRules, companyId: applications.companyId })
    .from(rewardRules)
    .innerJoin(applications, eq(applications.id, rewardRules.applicationId))
    .where(eq(rewardRules.id, id))
    .for('update', { of: rewardRules });
  if (!row) return undefined;
  const { conditions, ...rest } = row.rule;
  return {
    companyId: row.companyId,
    applicationId: row.rule.applicationId,
    label: row.rule.name,
    fields: fieldsOf({ ...rest, ...conditions }, DROP),
  };
}

export const REWARD_SUBJECT: Subject = { area: 'rewards', read: reward };
export const REWARD_RULE_SUBJECT: Subject = { area: 'rewardRules', read: rewardRule };
