import { eq, sql } from 'drizzle-orm';
import type {
  DEPOSIT_OPTION_SORTS,
  DepositOptionListQuery,
  DepositOptionRow,
} from '#contract/deposit-options';
import type {
  DEPOSIT_RULE_SORTS,
  DepositRuleListQuery,
  DepositRuleRow,
} from '#contract/deposit-rules';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { depositOptions as o, depositRules as r } from './schema';
import { optionsOf, rulesOf } from './set';
import { offeredOf, optionRowOf, ruleRowOf } from './shape';

type AppScope = { applicationId: number };

const optionColumns = {
  id: o.id,
  applicationId: o.applicationId,
  name: o.name,
  description: o.description,
  type: o.type,
  amountKind: o.amountKind,
  amount: o.amount,
  instalments: o.instalments,
  version: o.version,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
};

/** An application's deposit options, by name unless the user sorts by type. */
const optionList = definePagedList<
  typeof optionColumns,
  (typeof DEPOSIT_OPTION_SORTS)[number],
  DepositOptionListQuery,
  AppScope
>({
  table: o,
  scope: (s) => eq(o.applicationId, s.applicationId),
  columns: optionColumns,
  search: [o.name],
  sorts: { name: sql`lower(${o.name})`, type: o.type },
  defaultSort: 'name',
  tieBreaker: o.id,
});

/** Each row names the rules offering it: an application has few rules, read whole. */
export async function listDepositOptions(
  db: Db,
  scope: AppScope,
  query: DepositOptionListQuery,
): Promise<Paged<DepositOptionRow>> {
  const [page, rules] = await Promise.all([
    optionList(db, scope, query),
    rulesOf(db, scope.applicationId),
  ]);
  return {
    items: page.items.map((row) =>
      optionRowOf(
        row,
        rules.filter((rule) => rule.optionIds.includes(row.id)).map((rule) => rule.name),
      ),
    ),
    total: page.total,
  };
}

const ruleColumns = {
  id: r.id,
  applicationId: r.applicationId,
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  optionIds: r.optionIds,
  minDaysBeforeTravel: r.minDaysBeforeTravel,
  balanceDueDays: r.balanceDueDays,
  version: r.version,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

/** An application's deposit rules, by priority unless the user sorts by name. */
const ruleList = definePagedList<
  typeof ruleColumns,
  (typeof DEPOSIT_RULE_SORTS)[number],
  DepositRuleListQuery,
  AppScope
>({
  table: r,
  scope: (s) => eq(r.applicationId, s.applicationId),
  columns: ruleColumns,
  search: [r.name],
  sorts: { priority: r.priority, name: sql`lower(${r.name})` },
  defaultSort: 'priority',
  tieBreaker: r.id,
});

export async function listDepositRules(
  db: Db,
  scope: AppScope,
  query: DepositRuleListQuery,
): Promise<Paged<DepositRuleRow>> {
  const [page, options] = await Promise.all([
    ruleList(db, scope, query),
    optionsOf(db, scope.applicationId),
  ]);
  return {
    items: page.items.map((row) => ruleRowOf(row, offeredOf(row, options))),
    total: page.total,
  };
}
