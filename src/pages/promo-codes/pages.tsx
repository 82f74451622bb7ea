import { applicationPages } from '../../kit/application-pages';
import { BatchPanel } from './BatchPanel';
import { codeAdd, codeRecord, codeRemove, codesArea, codesList } from './codes-area';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './rules-area';

/** /applications/:applicationId/voucherRules, titled Promo Code Rules (spec section 2). */
export const voucherRules = applicationPages('voucherRuleId', rulesArea, {
  list: rulesList,
  remove: ruleRemove,
  add: ruleAdd,
  record: ruleRecord,
});

/** The application's codes, and the batch generator. */
export const voucherCodes = applicationPages(
  'voucherCodeId',
  codesArea,
  { list: codesList, remove: codeRemove, add: codeAdd, record: codeRecord },
  BatchPanel,
);
