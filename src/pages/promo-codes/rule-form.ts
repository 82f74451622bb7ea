import { DISCOUNT_KINDS, type VoucherRule, type VoucherRuleCreate } from '#contract/promo-codes';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import type { KitFieldGroup } from '../../kit/fields';
import { choicesField } from '../pricing-rules/inputs';

const KIND_LABELS = { percent: 'Percent of the basket', fixed: 'Fixed amount' };
const limit = <N extends string>(name: N, label: string, hint: string) =>
  ({ name, label, hint, kind: 'number', min: 1, step: 1 }) as const;

export const ruleGroups = [
  {
    title: 'Rule',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'Internal: customers see the code' },
      { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
    ],
  },
  {
    title: 'Discount',
    note: 'A discount never takes a basket below zero; percentages round half-up to the cent.',
    fields: [
      {
        name: 'discountKind',
        label: 'Discount Type',
        kind: 'select',
        options: DISCOUNT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      },
      {
        name: 'discountValue',
        label: 'Discount',
        kind: 'text',
        hint: '10 for 10 %, or an amount such as 25.00',
      },
      {
        name: 'discountCap',
        label: 'Largest Discount',
        kind: 'text',
        hint: 'Percent only; optional',
      },
      { name: 'currency', label: 'Currency', kind: 'text', hint: 'Of the baskets it applies to' },
    ],
  },
  {
    title: 'Conditions',
    note: 'Left empty, a condition takes every basket.',
    fields: [
      { name: 'minSpend', label: 'Minimum Spend', kind: 'text', hint: 'Optional, e.g. 200.00' },
      { name: 'validFrom', label: 'Valid From', kind: 'date' },
      { name: 'validTo', label: 'Valid To', kind: 'date' },
      choicesField('productTypes', 'Product Types', PRODUCT_TYPES),
    ],
  },
  {
    title: 'Limits',
    note: 'Left empty, a limit is no limit.',
    fields: [
      limit('maxUsesTotal', 'Total Uses', 'Across all the rule’s codes'),
      limit('usesPerCode', 'Uses per Code', 'What a new code of the rule gets'),
      limit('maxUsesPerCustomer', 'Uses per Customer', 'By the customer’s email'),
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_RULE: VoucherRuleCreate = {
  name: '',
  enabled: true,
  discountKind: 'percent',
  discountValue: '10',
  discountCap: '',
  currency: 'GBP',
  minSpend: '',
  validFrom: '',
  validTo: '',
  productTypes: [],
  maxUsesTotal: null,
  usesPerCode: 1,
  maxUsesPerCustomer: null,
};

/** The form's values of a loaded rule (its version travels apart, with the save). */
export const toRuleForm = (r: VoucherRule): VoucherRuleCreate => {
  const {
    voucherRuleId: _id,
    companyId: _c,
    codes: _n,
    uses: _u,
    created: _cr,
    updated: _up,
    version: _v,
    ...form
  } = r;
  return form;
};
