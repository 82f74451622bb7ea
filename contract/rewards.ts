import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { imageUploadRoute } from './image-upload';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  Reward,
  RewardCreate,
  RewardRow,
  RewardRule,
  RewardRuleCreate,
  RewardRuleRow,
  RewardRuleUpdate,
  RewardUpdate,
} from './reward-records';

export * from './reward-records';

export const REWARD_SORTS = ['name', 'target'] as const;
export const RewardListQuery = listQuery(REWARD_SORTS);
export type RewardListQuery = z.infer<typeof RewardListQuery>;
export const REWARD_RULE_SORTS = ['priority', 'name'] as const;
export const RewardRuleListQuery = listQuery(REWARD_RULE_SORTS);
export type RewardRuleListQuery = z.infer<typeof RewardRuleListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const RewardPath = AppPath.extend({ rewardId: IdParam });
const RulePath = AppPath.extend({ ruleId: IdParam });
const rewards = '/api/applications/:applicationId/rewards';
const rules = '/api/applications/:applicationId/rewardRules';
const removed = { 200: z.object({ message: z.string() }), ...authErrors };
const access = pageAccess.rewards;
const ruleAccess = pageAccess.rewardRules;

/** An application's rewards (spec: tools/rewards). */
export const rewardsContract = c.router({
  list: {
    method: 'GET',
    path: rewards,
    metadata: { access: access.list },
    summary: "A page of the application's rewards; search matches the name",
    pathParams: AppPath,
    query: RewardListQuery,
    responses: { 200: paged(RewardRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: rewards,
    metadata: { access: access.create },
    summary: 'Add a reward: its name (unique in the application), image, value and target',
    pathParams: AppPath,
    body: RewardCreate,
    responses: { 201: z.object({ rewardId: z.number().int() }), ...authErrors },
  },
  uploadImage: imageUploadRoute({
    path: `${rewards}/images`,
    access: access.uploadImage,
    field: 'rewardImage',
    what: "a reward's image",
    pathParams: AppPath,
  }),
  get: {
    method: 'GET',
    path: `${rewards}/:rewardId`,
    metadata: { access: access.get },
    summary: 'A reward with its version',
    pathParams: RewardPath,
    responses: { 200: Reward, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${rewards}/:rewardId`,
    metadata: { access: access.update },
    summary: 'Change a reward; 409 when someone saved it since it was read',
    pathParams: RewardPath,
    body: RewardUpdate,
    responses: { 200: Reward, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${rewards}/:rewardId`,
    metadata: { access: access.remove },
    summary: 'Delete a reward no rule gives',
    pathParams: RewardPath,
    body: c.noBody(),
    responses: removed,
  },
});

/** The rules that decide when a booking earns a reward (spec: tools/rewardRules). */
export const rewardRulesContract = c.router({
  list: {
    method: 'GET',
    path: rules,
    metadata: { access: ruleAccess.list },
    summary: "A page of the application's reward rules by priority; search matches the name",
    pathParams: AppPath,
    query: RewardRuleListQuery,
    responses: { 200: paged(RewardRuleRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: rules,
    metadata: { access: ruleAccess.create },
    summary: 'Add a reward rule; its priority is unique in the application',
    pathParams: AppPath,
    body: RewardRuleCreate,
    responses: { 201: z.object({ ruleId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${rules}/:ruleId`,
    metadata: { access: ruleAccess.get },
    summary: 'A reward rule with its version',
    pathParams: RulePath,
    responses: { 200: RewardRule, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${rules}/:ruleId`,
    metadata: { access: ruleAccess.update },
    summary: 'Change a reward rule; 409 when someone saved it since it was read',
    pathParams: RulePath,
    body: RewardRuleUpdate,
    responses: { 200: RewardRule, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${rules}/:ruleId`,
    metadata: { access: ruleAccess.remove },
    summary: 'Delete a reward rule',
    pathParams: RulePath,
    body: c.noBody(),
    responses: removed,
  },
});
