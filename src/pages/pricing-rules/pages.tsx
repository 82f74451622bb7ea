import { applicationPages } from '../../kit/application-pages';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './pricing-rules-area';
import { RuleOrder } from './RuleOrder';

/** /applications/:applicationId/pricingRules: the rules by priority, and their order to drag. */
export const pricingRules = applicationPages(
  'pricingRuleId',
  rulesArea,
  { list: rulesList, remove: ruleRemove, add: ruleAdd, record: ruleRecord },
  RuleOrder,
);
