import { eq, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  REWARD_RULE_SORTS,
  REWARD_SORTS,
  RewardListQuery,
  RewardRow,
  RewardRuleListQuery,
  RewardRuleRow,
} from '#contract/rewards';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { rewards as r, rewardRules as rr } from './schema';
import { conditionsText, rewardRowOf } from './shape';

type Scope = { applicationId: number };

const rewardColumns = {
  id: r.id,
  applicationId: r.applicationId,
  name: r.name,
  description: r.description,
  terms: r.terms,
  imageUrl: r.imageUrl,
  value: r.value,
  version: r.version,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

const rewardsList = definePagedList<
  typeof rewardColumns,
  (typeof REWARD_SORTS)[number],
  RewardListQuery,
  Scope,
  { rules: SQL<number> }
>({
  table: r,
  scope: (s) => eq(r.applicationId, s.applicationId),
  columns: rewardColumns,
  search: [r.name],
  sorts: { name: sql`lower(${r.name})`, target: sql`${r.value}->>'target'` },
  defaultSort: 'name',
  tieBreaker: r.id,
  late: (page) => ({
    rules: sql<number>`(select count(*) from ${rr} where ${rr.rewardId} = ${page.id})`.mapWith(
      Number,
    ),
  }),
});

export async function listRewards(
  db: Db,
  scope: Scope,
  query: RewardListQuery,
): Promise<Paged<RewardRow>> {
  const page = await rewardsList(db, scope, query);
  return { items: page.items.map(rewardRowOf), total: page.total };
}

const ruleColumns = {
  id: rr.id,
  name: rr.name,
  priority: rr.priority,
  enabled: rr.enabled,
  conditions: rr.conditions,
  rewardName: r.name,
};

const rulesList = definePagedList<
  typeof ruleColumns,
  (typeof REWARD_RULE_SORTS)[number],
  RewardRuleListQuery,
  Scope
>({
  table: rr,
  joins: [{ table: r, on: eq(r.id, rr.rewardId), count: 'never' }],
  scope: (s) => eq(rr.applicationId, s.applicationId),
  columns: ruleColumns,
  search: [rr.name],
  sorts: { priority: rr.priority, name: sql`lower(${rr.name})` },
  defaultSort: 'priority',
  tieBreaker: rr.id,
});

export async function listRewardRules(
  db: Db,
  scope: Scope,
  query: RewardRuleListQuery,
): Promise<Paged<RewardRuleRow>> {
  const page = await rulesList(db, scope, query);
  return {
    items: page.items.map((row) => ({
      ruleId: row.id,
      priority: row.priority,
      name: row.name,
      enabled: row.enabled,
      rewardName: row.rewardName,
      conditions: conditionsText(row.conditions),
    })),
    total: page.total,
  };
}
