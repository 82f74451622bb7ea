import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import { INGESTION_KEY_HEADER } from './events';
import {
  GiftVoucher,
  GiftVoucherCreate,
  GiftVoucherRow,
  GiftVoucherSaved,
  GiftVoucherUpdate,
  Issued,
  IssuedVoucher,
  LedgerEntry,
  RedeemAnswer,
  RedeemRequest,
  VoucherIssue,
} from './gift-voucher-records';
import { line } from './input';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './gift-voucher-records';

export const GIFT_VOUCHER_SORTS = ['name', 'created'] as const;
export const GiftVoucherListQuery = listQuery(GIFT_VOUCHER_SORTS);
export type GiftVoucherListQuery = z.infer<typeof GiftVoucherListQuery>;

export const ISSUED_SORTS = ['created', 'code', 'expires'] as const;
export const IssuedListQuery = listQuery(ISSUED_SORTS);
export type IssuedListQuery = z.infer<typeof IssuedListQuery>;

export const LEDGER_SORTS = ['at'] as const;
export const LedgerListQuery = listQuery(LEDGER_SORTS);
export type LedgerListQuery = z.infer<typeof LedgerListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ giftVoucherId: IdParam });
const base = '/api/applications/:applicationId/giftVouchers';
const one = `${base}/:giftVoucherId`;
const access = pageAccess.giftVouchers;

/** An application's gift voucher definitions (spec: tools/giftVouchers). */
export const giftVouchersContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's gift vouchers; search matches the name",
    pathParams: AppPath,
    query: GiftVoucherListQuery,
    responses: { 200: paged(GiftVoucherRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a gift voucher: its name (unique in the application), values and validity',
    pathParams: AppPath,
    body: GiftVoucherCreate,
    responses: { 201: GiftVoucherSaved, ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A gift voucher with its version',
    pathParams: OnePath,
    responses: { 200: GiftVoucher, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary:
      'Change a gift voucher; vouchers already issued keep their value and expiry; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: GiftVoucherUpdate,
    responses: { 200: GiftVoucher, ...authErrors, ...staleError },
  },
});

const issues = pageAccess.giftVoucherIssues;

/** The vouchers issued from a definition. */
export const giftVoucherIssuesContract = c.router({
  list: {
    method: 'GET',
    path: `${one}/issued`,
    metadata: { access: issues.list },
    summary: 'A page of the vouchers issued from a gift voucher; search matches code, buyer',
    pathParams: OnePath,
    query: IssuedListQuery,
    responses: { 200: paged(IssuedVoucher), ...authErrors },
  },
  issue: {
    method: 'POST',
    path: `${one}/issued`,
    metadata: { access: issues.issue },
    summary:
      'Issue a voucher of one of the values offered: a new code, its balance opened in the ledger, its expiry the validity from today',
    pathParams: OnePath,
    body: VoucherIssue,
    responses: { 201: Issued, ...authErrors },
  },
  ledger: {
    method: 'GET',
    path: `${one}/issued/:issuedId/ledger`,
    metadata: { access: issues.ledger },
    summary:
      "A page of an issued voucher's ledger, newest first: its issue, redemptions and refunds",
    pathParams: OnePath.extend({ issuedId: IdParam }),
    query: LedgerListQuery,
    responses: { 200: paged(LedgerEntry), ...authErrors },
  },
});

/** Booking sites spend a voucher's balance, by the application's ingestion key. */
export const giftVoucherRedeemContract = c.router({
  redeem: {
    method: 'POST',
    path: '/api/applications/:applicationId/giftvouchers/redeem',
    metadata: { access: pageAccess.giftVoucherRedeem.redeem },
    summary:
      'Spend part of a gift voucher for an order, never beyond its balance; the same order again answers the same redemption',
    pathParams: AppPath,
    headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
    body: RedeemRequest,
    responses: {
      200: RedeemAnswer,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
