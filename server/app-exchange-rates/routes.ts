import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  APP_RATE_TEXT,
  AppRateCreate,
  type AppRateListQuery,
  AppRateUpdate,
  appExchangeRatesContract,
} from '#contract/app-exchange-rates';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listRates } from './list';
import { createRate, loadRate, type RateAt, removeRate, updateRate } from './store';

const s = initServer();

const rateAt = (request: FastifyRequest, params: { rateId: number }): RateAt => ({
  ...applicationOf(request),
  rateId: params.rateId,
});

/** An application's conversion rates; the gate has checked the permission and the feature. */
export function appExchangeRatesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(appExchangeRatesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: rateAt,
      actor: actorOf,
      list: (scope, query: AppRateListQuery) => listRates(db, scope, query),
      parseCreate: (body) => AppRateCreate.parse(body),
      create: async (actor, scope, body) => ({ rateId: await createRate(db, actor, scope, body) }),
      load: (at) => loadRate(db, at),
      parseUpdate: (body) => AppRateUpdate.parse(body),
      update: (actor, at, body) => updateRate(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeRate(db, actorOf(request), rateAt(request, params));
      return { status: 200, body: { message: APP_RATE_TEXT.removed } };
    },
  });
}
