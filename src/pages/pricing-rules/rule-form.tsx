import { WEEKDAYS } from '#contract/pricing-engine/index';
import {
  MARKUP_KINDS,
  noConditions,
  type PricingRule,
  type PricingRuleCreate,
} from '#contract/pricing-rules';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import type { KitFieldGroup } from '../../kit/fields';
import { ruleGroup } from '../../kit/rule-group';
import { choicesField, destinationsField, idsField, textsField } from './inputs';

type Form = PricingRuleCreate;
const MARKUP_LABELS = { percent: 'Percent of the supplier price', fixed: 'Fixed amount' };

export const ruleGroups = [
  ruleGroup,
  {
    title: 'Mark-up',
    note: 'A price never falls below the supplier price; prices round half-up to two decimals.',
    fields: [
      {
        name: 'markupKind',
        label: 'Mark-up Type',
        kind: 'select',
        options: MARKUP_KINDS.map((value) => ({ value, label: MARKUP_LABELS[value] })),
      },
      {
        name: 'markupValue',
        label: 'Mark-up',
        kind: 'text',
        hint: '10 for 10 %, or an amount in the item’s currency such as 25.00',
      },
      { name: 'minMarkup', label: 'Minimum Mark-up', kind: 'text', hint: 'Optional, e.g. 20.00' },
      { name: 'maxMarkup', label: 'Maximum Mark-up', kind: 'text', hint: 'Optional' },
    ],
  },
  {
    title: 'Conditions',
    note: 'Left empty, a condition takes every item.',
    fields: [
      choicesField('productTypes', 'Product Types', PRODUCT_TYPES),
      idsField('supplierIds', 'Suppliers', 'Supplier ids from the directory'),
      { name: 'bookingFrom', label: 'Booked From', kind: 'date' },
      { name: 'bookingTo', label: 'Booked To', kind: 'date' },
      { name: 'travelFrom', label: 'Travel From', kind: 'date' },
      { name: 'travelTo', label: 'Travel To', kind: 'date' },
      choicesField('daysOfWeek', 'Travel Starts On', WEEKDAYS),
      { name: 'priceMin', label: 'Supplier Price From', kind: 'text' },
      { name: 'priceMax', label: 'Supplier Price To', kind: 'text' },
      destinationsField('destinations', 'Destinations'),
      idsField('linkedCompanyIds', 'Linked Companies', 'Ids of the application’s companies'),
      textsField('membershipLevelIds', 'Membership Levels', 'Gold, Silver…'),
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_RULE: Form = {
  name: '',
  priority: 1,
  markupKind: 'percent',
  markupValue: '10',
  ...noConditions(),
};

/** The form's values of a loaded rule (its version travels apart, with the save). */
export const toRuleForm = (r: PricingRule): Form => {
  const {
    pricingRuleId: _id,
    companyId: _c,
    warning: _w,
    created: _cr,
    updated: _u,
    version: _v,
    ...form
  } = r;
  return form;
};
