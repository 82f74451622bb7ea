import * as z from 'zod';
import { XLSX_TYPE } from './bulk-limits';
import { authErrors, c, IdParam, staleError } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  BatchBody,
  VoucherBatch,
  VoucherCodeCreate,
  VoucherCodeRecord,
  VoucherCodeRow,
  VoucherCodeUpdate,
  VoucherRule,
  VoucherRuleCreate,
  VoucherRuleRow,
  VoucherRuleUpdate,
  VoucherUse,
} from './promo-code-records';

export * from './promo-code-records';

/**
 * An application's promo code rules (titled Promo Code Rules, at /voucherRules) and their codes
 * (issue 29). The redemption API booking sites call is contract/promo-redeem.ts.
 */

export const VOUCHER_RULE_SORTS = ['name', 'uses'] as const;
export const VoucherRuleListQuery = listQuery(VOUCHER_RULE_SORTS);
export type VoucherRuleListQuery = z.infer<typeof VoucherRuleListQuery>;
export const VOUCHER_CODE_SORTS = ['code', 'used', 'expiresOn'] as const;
export const VoucherCodeListQuery = listQuery(VOUCHER_CODE_SORTS).extend({
  voucherRuleId: IdParam.optional(),
});
export type VoucherCodeListQuery = z.infer<typeof VoucherCodeListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const RulePath = AppPath.extend({ voucherRuleId: IdParam });
const CodePath = AppPath.extend({ voucherCodeId: IdParam });
const BatchPath = AppPath.extend({ voucherBatchId: IdParam });
const rules = '/api/applications/:applicationId/voucherRules';
const codes = '/api/applications/:applicationId/voucherCodes';
const batches = '/api/applications/:applicationId/voucherBatches';
const ruleAccess = pageAccess.voucherRules;
const codeAccess = pageAccess.voucherCodes;
const Message = z.object({ message: z.string() });
export const Created = z.object({ id: z.number().int() });
export const CSV_TYPE = 'text/csv; charset=utf-8';

export const voucherRulesContract = c.router({
  list: {
    method: 'GET',
    path: rules,
    metadata: { access: ruleAccess.list },
    summary: "A page of the application's promo code rules; search matches the name",
    pathParams: AppPath,
    query: VoucherRuleListQuery,
    responses: { 200: paged(VoucherRuleRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: rules,
    metadata: { access: ruleAccess.create },
    summary: 'Add a promo code rule: its discount, conditions and limits',
    pathParams: AppPath,
    body: VoucherRuleCreate,
    responses: { 201: Created, ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${rules}/:voucherRuleId`,
    metadata: { access: ruleAccess.get },
    summary: 'A promo code rule with its version, codes and uses',
    pathParams: RulePath,
    responses: { 200: VoucherRule, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${rules}/:voucherRuleId`,
    metadata: { access: ruleAccess.update },
    summary: 'Change a promo code rule; 409 when someone saved it since it was read',
    pathParams: RulePath,
    body: VoucherRuleUpdate,
    responses: { 200: VoucherRule, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${rules}/:voucherRuleId`,
    metadata: { access: ruleAccess.remove },
    summary: 'Delete a promo code rule with its codes',
    pathParams: RulePath,
    body: c.noBody(),
    responses: { 200: Message, ...authErrors },
  },
});

export const voucherCodesContract = c.router({
  list: {
    method: 'GET',
    path: codes,
    metadata: { access: codeAccess.list },
    summary: "A page of the application's promo codes; search matches the code",
    pathParams: AppPath,
    query: VoucherCodeListQuery,
    responses: { 200: paged(VoucherCodeRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: codes,
    metadata: { access: codeAccess.create },
    summary: 'Add one promo code under a rule; a code is unique in the application',
    pathParams: AppPath,
    body: VoucherCodeCreate,
    responses: { 201: Created, ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${codes}/:voucherCodeId`,
    metadata: { access: codeAccess.get },
    summary: 'A promo code with its rule, uses and version',
    pathParams: CodePath,
    responses: { 200: VoucherCodeRecord, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${codes}/:voucherCodeId`,
    metadata: { access: codeAccess.update },
    summary: 'Change a promo code; 409 when someone saved it since it was read',
    pathParams: CodePath,
    body: VoucherCodeUpdate,
    responses: { 200: VoucherCodeRecord, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${codes}/:voucherCodeId`,
    metadata: { access: codeAccess.remove },
    summary: 'Delete a promo code',
    pathParams: CodePath,
    body: c.noBody(),
    responses: { 200: Message, ...authErrors },
  },
  uses: {
    method: 'GET',
    path: `${codes}/:voucherCodeId/uses`,
    metadata: { access: codeAccess.uses },
    summary: "A code's redemptions, newest first (at most 200), released ones included",
    pathParams: CodePath,
    responses: { 200: z.object({ items: z.array(VoucherUse) }), ...authErrors },
  },
  generate: {
    method: 'POST',
    path: batches,
    metadata: { access: codeAccess.generate },
    summary:
      'Start generating a batch of unique codes under a rule (at most 100,000); answers the batch to follow',
    pathParams: AppPath,
    body: BatchBody,
    responses: { 202: VoucherBatch, ...authErrors },
  },
  batch: {
    method: 'GET',
    path: `${batches}/:voucherBatchId`,
    metadata: { access: codeAccess.batch },
    summary: "A batch's progress: codes generated so far and whether it is done",
    pathParams: BatchPath,
    responses: { 200: VoucherBatch, ...authErrors },
  },
  downloadCsv: {
    method: 'GET',
    path: `${batches}/:voucherBatchId/codes.csv`,
    metadata: { access: codeAccess.downloadCsv },
    summary: "A batch's codes as CSV (UTF-8): code, rule, uses, expiry",
    pathParams: BatchPath,
    responses: {
      200: c.otherResponse({ contentType: CSV_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
  downloadXlsx: {
    method: 'GET',
    path: `${batches}/:voucherBatchId/codes.xlsx`,
    metadata: { access: codeAccess.downloadXlsx },
    summary: "A batch's codes as a spreadsheet (.xlsx): code, rule, uses, expiry",
    pathParams: BatchPath,
    responses: {
      200: c.otherResponse({ contentType: XLSX_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
});
