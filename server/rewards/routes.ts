import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  REWARD_TEXT,
  RewardCreate,
  type RewardListQuery,
  RewardRuleCreate,
  type RewardRuleListQuery,
  RewardRuleUpdate,
  RewardUpdate,
  rewardRulesContract,
  rewardsContract,
} from '#contract/rewards';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { imageUploadHandler } from '#server/files/store';
import { recordRoutes } from '#server/kit/index';
import { listRewardRules, listRewards } from './list';
import {
  createReward,
  createRewardRule,
  loadReward,
  loadRewardRule,
  removeReward,
  removeRewardRule,
  updateReward,
  updateRewardRule,
} from './store';

const s = initServer();

const rewardAt = (request: FastifyRequest, params: { rewardId: number }) => ({
  ...applicationOf(request),
  rewardId: params.rewardId,
});
const ruleAt = (request: FastifyRequest, params: { ruleId: number }) => ({
  ...applicationOf(request),
  ruleId: params.ruleId,
});

/** An application's rewards; the gate has checked the permission and the feature. */
export function rewardsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(rewardsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: rewardAt,
      actor: actorOf,
      list: (scope, query: RewardListQuery) => listRewards(db, scope, query),
      parseCreate: (body) => RewardCreate.parse(body),
      create: (actor, scope, body) => createReward(db, actor, scope, body),
      load: (at) => loadReward(db, at),
      parseUpdate: (body) => RewardUpdate.parse(body),
      update: (actor, at, body) => updateReward(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeReward(db, actorOf(request), rewardAt(request, params));
      return { status: 200, body: { message: REWARD_TEXT.removed } };
    },
    uploadImage: imageUploadHandler(db, REWARD_TEXT.imageRejected),
  });
}

/** An application's reward rules. */
export function rewardRulesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(rewardRulesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: ruleAt,
      actor: actorOf,
      list: (scope, query: RewardRuleListQuery) => listRewardRules(db, scope, query),
      parseCreate: (body) => RewardRuleCreate.parse(body),
      create: (actor, scope, body) => createRewardRule(db, actor, scope, body),
      load: (at) => loadRewardRule(db, at),
      parseUpdate: (body) => RewardRuleUpdate.parse(body),
      update: (actor, at, body) => updateRewardRule(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeRewardRule(db, actorOf(request), ruleAt(request, params));
      return { status: 200, body: { message: REWARD_TEXT.ruleRemoved } };
    },
  });
}
