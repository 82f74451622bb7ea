import { applicationPages } from '../../kit/application-pages';
import { optionAdd, optionRecord, optionRemove, optionsArea, optionsList } from './options-area';
import { RuleOrder } from './RuleOrder';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './rules-area';

/** /applications/:applicationId/depositoptions */
export const depositOptions = applicationPages('depositOptionId', optionsArea, {
  list: optionsList,
  remove: optionRemove,
  add: optionAdd,
  record: optionRecord,
});

/** /applications/:applicationId/depositrules: the rules by priority, and their order to drag. */
export const depositRules = applicationPages(
  'depositRuleId',
  rulesArea,
  { list: rulesList, remove: ruleRemove, add: ruleAdd, record: ruleRecord },
  RuleOrder,
);
