import type { DepositRule, DepositRuleCreate } from '#contract/deposit-rules';
import type { KitFieldGroup } from '../../kit/fields';
import { numberField } from '../../kit/number-fields';
import { ruleGroup } from '../../kit/rule-group';
import { optionsField } from './OptionsPicker';

export const ruleGroups = [
  ruleGroup,
  {
    title: 'When it applies',
    note: 'Only when every product of the basket is refundable, and travel is further away than the balance due date.',
    fields: [
      numberField('minDaysBeforeTravel', 'Minimum Days Before Travel'),
      numberField('balanceDueDays', 'Balance Due Days Before Travel'),
    ],
  },
  {
    title: 'Options offered',
    note: 'A quote offers the first option whose payments fit.',
    fields: [optionsField('depositOptionIds', 'Deposit Options')],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_RULE: DepositRuleCreate = {
  name: '',
  priority: 1,
  enabled: true,
  depositOptionIds: [],
  minDaysBeforeTravel: 60,
  balanceDueDays: 42,
};

export const toRuleForm = (r: DepositRule): DepositRuleCreate => ({
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  depositOptionIds: r.depositOptionIds,
  minDaysBeforeTravel: r.minDaysBeforeTravel,
  balanceDueDays: r.balanceDueDays,
});
