import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  BranchCreate,
  BranchUpdate,
  CURREX_TEXT,
  CurrencyCreate,
  CurrencyUpdate,
  currexBranchesContract,
  currexCurrenciesContract,
  currexDeliveryFeesContract,
  currexFeedContract,
  currexRatesContract,
  DeliveryFeeCreate,
  DeliveryFeeUpdate,
  RateUpdate,
} from '#contract/currency-exchange';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { createBranch, listBranches, loadBranch, removeBranch, updateBranch } from './branches';
import { createCurrency, listCurrencies, loadCurrency, updateCurrency } from './currencies';
import { currencyFeed } from './feed';
import { createFee, listFees, loadFee, removeFee, updateFee } from './fees';
import { listRates, loadRate, rateHistory, updateRate } from './rates';

const s = initServer();
const removed = (message: string) => ({ status: 200 as const, body: { message } });
const currencyAt = (request: FastifyRequest, params: { currencyId: number }) => ({
  ...applicationOf(request),
  currencyId: params.currencyId,
});

/** The gate has checked the permission and the feature before each handler runs. */
export function currexBranchesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const at = (request: FastifyRequest, params: { branchId: number }) => ({
    ...applicationOf(request),
    branchId: params.branchId,
  });
  return s.router(currexBranchesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at,
      actor: actorOf,
      list: (scope, query) => listBranches(db, scope, query),
      parseCreate: (body) => BranchCreate.parse(body),
      create: (actor, scope, body) => createBranch(db, actor, scope, body),
      load: (where) => loadBranch(db, where),
      parseUpdate: (body) => BranchUpdate.parse(body),
      update: (actor, where, body) => updateBranch(db, actor, where, body),
    }),
    remove: async ({ request, params }) => {
      await removeBranch(db, actorOf(request), at(request, params));
      return removed(CURREX_TEXT.branchRemoved);
    },
  });
}

export function currexDeliveryFeesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const at = (request: FastifyRequest, params: { deliveryFeeId: number }) => ({
    ...applicationOf(request),
    deliveryFeeId: params.deliveryFeeId,
  });
  return s.router(currexDeliveryFeesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at,
      actor: actorOf,
      list: (scope, query) => listFees(db, scope, query),
      parseCreate: (body) => DeliveryFeeCreate.parse(body),
      create: (actor, scope, body) => createFee(db, actor, scope, body),
      load: (where) => loadFee(db, where),
      parseUpdate: (body) => DeliveryFeeUpdate.parse(body),
      update: (actor, where, body) => updateFee(db, actor, where, body),
    }),
    remove: async ({ request, params }) => {
      await removeFee(db, actorOf(request), at(request, params));
      return removed(CURREX_TEXT.feeRemoved);
    },
  });
}

export function currexCurrenciesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(
    currexCurrenciesContract,
    recordRoutes({
      scope: applicationOf,
      at: currencyAt,
      actor: actorOf,
      list: (scope, query) => listCurrencies(db, scope, query),
      parseCreate: (body) => CurrencyCreate.parse(body),
      create: (actor, scope, body) => createCurrency(db, actor, scope, body),
      load: (where) => loadCurrency(db, where),
      parseUpdate: (body) => CurrencyUpdate.parse(body),
      update: (actor, where, body) => updateCurrency(db, actor, where, body),
    }),
  );
}

export function currexRatesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(currexRatesContract, {
    list: async ({ request }) => ({
      status: 200,
      body: await listRates(db, applicationOf(request)),
    }),
    get: async ({ request, params }) => ({
      status: 200,
      body: await loadRate(db, currencyAt(request, params)),
    }),
    update: async ({ request, params, body }) => {
      const where = currencyAt(request, params);
      await updateRate(db, actorOf(request), where, RateUpdate.parse(body));
      return { status: 200, body: await loadRate(db, where) };
    },
    history: async ({ request, params }) => ({
      status: 200,
      body: await rateHistory(db, currencyAt(request, params)),
    }),
  });
}

/** Booking sites' read; the gate has checked the application's ingestion key. */
export function currexFeedRouter(deps: AppDeps) {
  return s.router(currexFeedContract, {
    read: async ({ params }) => ({
      status: 200,
      body: await currencyFeed(deps.db.db, params.applicationId),
    }),
  });
}
