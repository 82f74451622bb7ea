import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  GiftVoucherCreate,
  type GiftVoucherListQuery,
  GiftVoucherUpdate,
  giftVoucherIssuesContract,
  giftVoucherRedeemContract,
  giftVouchersContract,
  RedeemRequest,
  VoucherIssue,
} from '#contract/gift-vouchers';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { issueVoucher } from './issue';
import { listLedger } from './ledger-list';
import { listGiftVouchers, listIssued } from './list';
import { redeemGiftVoucher } from './redeem';
import { todayUtc } from './shape';
import {
  createGiftVoucher,
  definitionAt,
  type GiftVoucherAt,
  loadGiftVoucher,
  updateGiftVoucher,
} from './store';

const s = initServer();

const voucherAt = (request: FastifyRequest, params: { giftVoucherId: number }): GiftVoucherAt => ({
  ...applicationOf(request),
  giftVoucherId: params.giftVoucherId,
});

/** An application's gift vouchers; the gate has checked the permission and the feature. */
export function giftVouchersRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(giftVouchersContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: voucherAt,
      actor: actorOf,
      list: (scope, query: GiftVoucherListQuery) => listGiftVouchers(db, scope, query),
      parseCreate: (body) => GiftVoucherCreate.parse(body),
      create: (actor, scope, body) => createGiftVoucher(db, actor, scope, body),
      load: (at) => loadGiftVoucher(db, at),
      parseUpdate: (body) => GiftVoucherUpdate.parse(body),
      update: (actor, at, body) => updateGiftVoucher(db, actor, at, body),
    }),
  });
}

/** The vouchers issued from a definition of the caller's application (another's is a 404). */
export function giftVoucherIssuesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(giftVoucherIssuesContract, {
    list: async ({ request, params, query }) => {
      const definition = await definitionAt(db, voucherAt(request, params));
      return { status: 200, body: await listIssued(db, { definitionId: definition.id }, query) };
    },
    issue: async ({ request, params, body }) => ({
      status: 201,
      body: await issueVoucher(
        db,
        actorOf(request),
        voucherAt(request, params),
        VoucherIssue.parse(body),
      ),
    }),
    ledger: async ({ request, params, query }) => ({
      status: 200,
      body: await listLedger(
        db,
        { ...voucherAt(request, params), issuedId: params.issuedId },
        query,
      ),
    }),
  });
}

/** Booking sites' redemptions; the gate has checked the application's ingestion key. */
export function giftVoucherRedeemRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(giftVoucherRedeemContract, {
    redeem: async ({ params, body }) => ({
      status: 200,
      body: await redeemGiftVoucher(
        db,
        params.applicationId,
        RedeemRequest.parse(body),
        todayUtc(),
      ),
    }),
  });
}
