import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  BatchBody,
  PROMO_TEXT,
  VoucherCodeCreate,
  type VoucherCodeListQuery,
  VoucherCodeUpdate,
  VoucherRuleCreate,
  type VoucherRuleListQuery,
  VoucherRuleUpdate,
  voucherCodesContract,
  voucherRulesContract,
} from '#contract/promo-codes';
import { RedeemBody, ReleaseBody, vouchersContract } from '#contract/promo-redeem';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { followBatch, startBatch } from './batch';
import {
  createVoucherCode,
  loadVoucherCode,
  removeVoucherCode,
  updateVoucherCode,
  usesOfCode,
} from './codes-store';
import { batchCsv, batchXlsx } from './download';
import { listVoucherCodes, listVoucherRules } from './list';
import { redeemCode } from './redeem';
import { releaseCode } from './release';
import {
  createVoucherRule,
  loadVoucherRule,
  removeVoucherRule,
  updateVoucherRule,
} from './rules-store';

const s = initServer();

const ruleAt = (request: FastifyRequest, params: { voucherRuleId: number }) => ({
  ...applicationOf(request),
  voucherRuleId: params.voucherRuleId,
});
const codeAt = (request: FastifyRequest, params: { voucherCodeId: number }) => ({
  ...applicationOf(request),
  voucherCodeId: params.voucherCodeId,
});
const batchAt = (request: FastifyRequest, params: { voucherBatchId: number }) => ({
  ...applicationOf(request),
  batchId: params.voucherBatchId,
});

/** Today as the server's calendar has it (UTC), for a code's validity. */
export const today = () => new Date().toISOString().slice(0, 10);

export function voucherRulesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(voucherRulesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: ruleAt,
      actor: actorOf,
      list: (scope, query: VoucherRuleListQuery) => listVoucherRules(db, scope, query),
      parseCreate: (body) => VoucherRuleCreate.parse(body),
      create: (actor, scope, body) => createVoucherRule(db, actor, scope, body),
      load: (at) => loadVoucherRule(db, at),
      parseUpdate: (body) => VoucherRuleUpdate.parse(body),
      update: (actor, at, body) => updateVoucherRule(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeVoucherRule(db, actorOf(request), ruleAt(request, params));
      return { status: 200, body: { message: PROMO_TEXT.ruleRemoved } };
    },
  });
}

export function voucherCodesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const { background } = deps;
  return s.router(voucherCodesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: codeAt,
      actor: actorOf,
      list: (scope, query: VoucherCodeListQuery) => listVoucherCodes(db, scope, query),
      parseCreate: (body) => VoucherCodeCreate.parse(body),
      create: (actor, scope, body) => createVoucherCode(db, actor, scope, body),
      load: (at) => loadVoucherCode(db, at),
      parseUpdate: (body) => VoucherCodeUpdate.parse(body),
      update: (actor, at, body) => updateVoucherCode(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeVoucherCode(db, actorOf(request), codeAt(request, params));
      return { status: 200, body: { message: PROMO_TEXT.codeRemoved } };
    },
    uses: async ({ request, params }) => ({
      status: 200,
      body: { items: await usesOfCode(db, codeAt(request, params)) },
    }),
    generate: async ({ request, body }) => ({
      status: 202,
      body: await startBatch(
        db,
        actorOf(request),
        applicationOf(request),
        BatchBody.parse(body),
        background,
      ),
    }),
    batch: async ({ request, params }) => ({
      status: 200,
      body: await followBatch(db, batchAt(request, params), background),
    }),
    downloadCsv: async ({ request, params, reply }) => {
      const at = batchAt(request, params);
      reply.header('content-disposition', `attachment; filename="promo-codes-${at.batchId}.csv"`);
      return { status: 200, body: await batchCsv(db, at) };
    },
    downloadXlsx: async ({ request, params, reply }) => {
      const at = batchAt(request, params);
      reply.header('content-disposition', `attachment; filename="promo-codes-${at.batchId}.xlsx"`);
      return { status: 200, body: await batchXlsx(db, at) };
    },
  });
}

/** Booking sites' redemptions; the gate has checked the application's ingestion key. */
export function vouchersRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(vouchersContract, {
    redeem: async ({ params, body }) => ({
      status: 200,
      body: await redeemCode(db, params.applicationId, RedeemBody.parse(body), today()),
    }),
    release: async ({ params, body }) => {
      const sent = ReleaseBody.parse(body);
      return {
        status: 200,
        body: {
          released: await releaseCode(db, params.applicationId, sent.code, sent.orderReference),
        },
      };
    },
  });
}
