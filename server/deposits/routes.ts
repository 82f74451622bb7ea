import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  DEPOSIT_OPTION_TEXT,
  DepositOptionCreate,
  type DepositOptionListQuery,
  DepositOptionUpdate,
  depositOptionsContract,
} from '#contract/deposit-options';
import {
  DEPOSIT_RULE_TEXT,
  DepositReorder,
  DepositRuleCreate,
  type DepositRuleListQuery,
  DepositRuleUpdate,
  depositRulesContract,
} from '#contract/deposit-rules';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listDepositOptions, listDepositRules } from './lists';
import {
  createDepositOption,
  loadDepositOption,
  type OptionAt,
  removeDepositOption,
  updateDepositOption,
} from './option-store';
import { reorderDepositRules } from './reorder';
import {
  createDepositRule,
  loadDepositRule,
  type RuleAt,
  removeDepositRule,
  updateDepositRule,
} from './rule-store';
import { optionsOf, rulesOf } from './set';
import { offeredOf, optionOf, ruleRowOf } from './shape';

const s = initServer();

const optionAt = (request: FastifyRequest, params: { depositOptionId: number }): OptionAt => ({
  ...applicationOf(request),
  depositOptionId: params.depositOptionId,
});
const ruleAt = (request: FastifyRequest, params: { depositRuleId: number }): RuleAt => ({
  ...applicationOf(request),
  depositRuleId: params.depositRuleId,
});

/** An application's deposit options; the gate has checked the permission and the feature. */
export function depositOptionsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(depositOptionsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: optionAt,
      actor: actorOf,
      list: (scope, query: DepositOptionListQuery) => listDepositOptions(db, scope, query),
      parseCreate: (body) => DepositOptionCreate.parse(body),
      create: async (actor, scope, body) => ({
        depositOptionId: await createDepositOption(db, actor, scope, body),
      }),
      load: (at) => loadDepositOption(db, at),
      parseUpdate: (body) => DepositOptionUpdate.parse(body),
      update: (actor, at, body) => updateDepositOption(db, actor, at, body),
    }),

    all: async ({ request }) => {
      const { companyId, applicationId } = applicationOf(request);
      const options = [...(await optionsOf(db, applicationId)).values()];
      options.sort((a, b) => a.name.localeCompare(b.name));
      return { status: 200, body: { items: options.map((o) => optionOf(o, companyId)) } };
    },

    remove: async ({ request, params }) => {
      await removeDepositOption(db, actorOf(request), optionAt(request, params));
      return { status: 200, body: { message: DEPOSIT_OPTION_TEXT.removed } };
    },
  });
}

/** Every rule of the application by priority, as the list shows them. */
async function ruleset(deps: AppDeps, applicationId: number) {
  const [rules, options] = await Promise.all([
    rulesOf(deps.db.db, applicationId),
    optionsOf(deps.db.db, applicationId),
  ]);
  return { items: rules.map((r) => ruleRowOf(r, offeredOf(r, options))) };
}

/** An application's deposit rules; the gate has checked the permission and the feature. */
export function depositRulesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(depositRulesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: ruleAt,
      actor: actorOf,
      list: (scope, query: DepositRuleListQuery) => listDepositRules(db, scope, query),
      parseCreate: (body) => DepositRuleCreate.parse(body),
      create: async (actor, scope, body) => ({
        depositRuleId: await createDepositRule(db, actor, scope, body),
      }),
      load: (at) => loadDepositRule(db, at),
      parseUpdate: (body) => DepositRuleUpdate.parse(body),
      update: (actor, at, body) => updateDepositRule(db, actor, at, body),
    }),

    remove: async ({ request, params }) => {
      await removeDepositRule(db, actorOf(request), ruleAt(request, params));
      return { status: 200, body: { message: DEPOSIT_RULE_TEXT.removed } };
    },

    ruleset: async ({ request }) => ({
      status: 200,
      body: await ruleset(deps, applicationOf(request).applicationId),
    }),

    reorder: async ({ request, body }) => {
      const scope = applicationOf(request);
      await reorderDepositRules(
        db,
        actorOf(request),
        scope,
        DepositReorder.parse(body).depositRuleIds,
      );
      return { status: 200, body: await ruleset(deps, scope.applicationId) };
    },
  });
}
