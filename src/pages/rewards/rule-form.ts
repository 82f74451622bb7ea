import type { RewardRule, RewardRuleCreate } from '#contract/rewards';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import type { KitFieldGroup } from '../../kit/fields';
import { numberField, optionalNumberField } from '../../kit/number-fields';
import { choicesField, textsField } from '../pricing-rules/inputs';
import { rewardField } from './rule-inputs';

export const ruleGroups = [
  {
    title: 'Rule',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'Internal: customers see the reward' },
      rewardField('rewardId', 'Reward'),
      numberField('priority', 'Priority'),
      { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
    ],
  },
  {
    title: 'Conditions',
    note: 'Left empty, a condition takes every booking. Each reward is given once, by its highest-priority rule.',
    fields: [
      optionalNumberField('minDaysBefore', 'At Least Days Before Travel'),
      optionalNumberField('maxDaysBefore', 'At Most Days Before Travel'),
      choicesField('productTypes', 'Product Types', PRODUCT_TYPES),
      { name: 'minimumSpend', label: 'Minimum Spend', kind: 'text', hint: 'Optional, e.g. 500.00' },
      textsField('membershipLevels', 'Membership Levels', 'Gold, Silver…'),
      { name: 'validFrom', label: 'Booked From', kind: 'date' },
      { name: 'validTo', label: 'Booked To', kind: 'date' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_RULE: RewardRuleCreate = {
  name: '',
  rewardId: 0,
  priority: 1,
  enabled: true,
  minDaysBefore: '',
  maxDaysBefore: '',
  productTypes: [],
  minimumSpend: '',
  membershipLevels: [],
  validFrom: '',
  validTo: '',
};

export const toRuleForm = (r: RewardRule): RewardRuleCreate => ({
  name: r.name,
  rewardId: r.rewardId,
  priority: r.priority,
  enabled: r.enabled,
  minDaysBefore: r.minDaysBefore,
  maxDaysBefore: r.maxDaysBefore,
  productTypes: r.productTypes,
  minimumSpend: r.minimumSpend,
  membershipLevels: r.membershipLevels,
  validFrom: r.validFrom,
  validTo: r.validTo,
});
