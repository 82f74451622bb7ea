import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  REWARD_TEXT,
  type Reward,
  RewardCreate,
  RewardFields,
  RewardListQuery,
  type RewardRow,
  type RewardRule,
  RewardRuleCreate,
  RewardRuleFields,
  RewardRuleListQuery,
  type RewardRuleRow,
} from '#contract/rewards';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { rewardPaths, rewardsKey, rulePaths } from './paths';
import { EMPTY_REWARD, rewardGroups, toRewardForm } from './reward-form';
import { EMPTY_RULE, ruleGroups, toRuleForm } from './rule-form';
import { SamplePanel } from './SamplePanel';

type NamedReward = Pick<RewardRow, 'rewardId' | 'name'>;
type NamedRule = Pick<RewardRuleRow, 'ruleId' | 'name'>;

export const rewardsArea = (applicationId: string): KitArea<NamedReward> => ({
  noun: 'Reward',
  plural: 'Rewards',
  paths: rewardPaths(applicationId),
  idOf: (row) => row.rewardId,
  nameOf: (row) => row.name,
  access: { edit: 'rewards.update', add: 'rewards.create', remove: 'rewards.remove' },
  cacheKey: rewardsKey(applicationId),
});

export const rewardsList = (
  applicationId: string,
): KitList<RewardRow, 'name' | 'target', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'target', header: 'Target', sortable: true },
    { key: 'valueText', header: 'Value' },
    { key: 'rules', header: 'Rules', kind: 'number' },
  ],
  useRows: (query) =>
    tsr.rewards.list.useQuery({
      queryKey: [...rewardsKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(RewardListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search reward names',
  emptyText: 'No rewards yet: add one, then a rule that says when a booking earns it.',
});

export const rewardRemove = (applicationId: string): KitRemove<NamedReward> => ({
  prompt: (r) => `Are you sure you want to delete the reward '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.rewards.remove({ params: { applicationId, rewardId: String(r.rewardId) } }),
      200,
    ),
  done: REWARD_TEXT.removed,
});

export const rewardRecord = (
  applicationId: string,
): KitRecord<Reward, RewardCreate, z.output<typeof RewardFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.rewards.get.useQuery({
      queryKey: [...rewardsKey(applicationId), 'reward', id],
      queryData: { params: { applicationId, rewardId: id } },
    }),
  toForm: toRewardForm,
  form: declaredForm(RewardFields, rewardGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.rewards.update({ params: { applicationId, rewardId: id }, body: { ...body, version } }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: REWARD_TEXT.updated,
  history: (r) => (
    <HistoryPanel companyId={String(r.companyId)} area="rewards" recordId={String(r.rewardId)} />
  ),
  remove: rewardRemove(applicationId),
});

export const rewardAdd = (
  applicationId: string,
): KitAdd<RewardCreate, z.output<typeof RewardCreate>> => ({
  useInitial: () => EMPTY_REWARD,
  form: declaredForm(RewardCreate, rewardGroups, false),
  create: async (body) =>
    (await expectStatus(api.rewards.create({ params: { applicationId }, body }), 201)).rewardId,
  added: REWARD_TEXT.added,
});

export const rulesArea = (applicationId: string): KitArea<NamedRule> => ({
  noun: 'Reward Rule',
  plural: 'Reward Rules',
  paths: rulePaths(applicationId),
  idOf: (row) => row.ruleId,
  nameOf: (row) => row.name,
  access: { edit: 'rewardRules.update', add: 'rewardRules.create', remove: 'rewardRules.remove' },
  cacheKey: rewardsKey(applicationId),
});

export const rulesList = (
  applicationId: string,
): KitList<RewardRuleRow, 'priority' | 'name', never> => ({
  columns: [
    { key: 'priority', header: 'Priority', sortable: true },
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'rewardName', header: 'Reward' },
    { key: 'enabled', header: 'Enabled' },
    { key: 'conditions', header: 'Conditions' },
  ],
  useRows: (query) =>
    tsr.rewardRules.list.useQuery({
      queryKey: [...rewardsKey(applicationId), 'rules', query],
      queryData: { params: { applicationId }, query: contractQuery(RewardRuleListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search rule names',
  emptyText: 'No reward rules yet: no booking earns a reward until a rule says when.',
});

export const ruleRemove = (applicationId: string): KitRemove<NamedRule> => ({
  prompt: (r) => `Are you sure you want to delete the reward rule '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.rewardRules.remove({ params: { applicationId, ruleId: String(r.ruleId) } }),
      200,
    ),
  done: REWARD_TEXT.ruleRemoved,
});

export const ruleRecord = (
  applicationId: string,
): KitRecord<RewardRule, RewardRuleCreate, z.output<typeof RewardRuleFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.rewardRules.get.useQuery({
      queryKey: [...rewardsKey(applicationId), 'rule', id],
      queryData: { params: { applicationId, ruleId: id } },
    }),
  toForm: toRuleForm,
  form: declaredForm(RewardRuleFields, ruleGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.rewardRules.update({ params: { applicationId, ruleId: id }, body: { ...body, version } }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: REWARD_TEXT.ruleUpdated,
  panels: (r) => <SamplePanel applicationId={applicationId} rule={r} />,
  history: (r) => (
    <HistoryPanel companyId={String(r.companyId)} area="rewardRules" recordId={String(r.ruleId)} />
  ),
  remove: ruleRemove(applicationId),
});

export const ruleAdd = (
  applicationId: string,
): KitAdd<RewardRuleCreate, z.output<typeof RewardRuleCreate>> => ({
  useInitial: () => EMPTY_RULE,
  form: declaredForm(RewardRuleCreate, ruleGroups, false),
  create: async (body) =>
    (await expectStatus(api.rewardRules.create({ params: { applicationId }, body }), 201)).ruleId,
  added: REWARD_TEXT.ruleAdded,
});
