import { CODE_USES, type VoucherCodeCreate, type VoucherCodeRecord } from '#contract/promo-codes';
import type { KitFieldGroup } from '../../kit/fields';
import { ruleChoices } from './rule-choices';

const USE_LABELS = { single: 'Single use', multi: 'Multi use' };

export const codeGroups = (applicationId: string) =>
  [
    {
      title: 'Code',
      fields: [
        {
          name: 'code',
          label: 'Code',
          kind: 'text',
          hint: 'Capital letters, digits and hyphens, as customers type it',
        },
        {
          name: 'voucherRuleId',
          label: 'Rule',
          kind: 'search',
          choices: ruleChoices(applicationId),
        },
        {
          name: 'uses',
          label: 'Use',
          kind: 'select',
          options: CODE_USES.map((value) => ({ value, label: USE_LABELS[value] })),
        },
        {
          name: 'maxUses',
          label: 'Uses',
          kind: 'number',
          min: 1,
          step: 1,
          hint: 'How many orders a multi-use code may take',
        },
        { name: 'expiresOn', label: 'Expires', kind: 'date', hint: 'Optional: the last valid day' },
      ],
    },
  ] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_CODE: VoucherCodeCreate = {
  code: '',
  voucherRuleId: 0,
  uses: 'single',
  maxUses: 1,
  expiresOn: '',
};

export const toCodeForm = (c: VoucherCodeRecord): VoucherCodeCreate => ({
  code: c.code,
  voucherRuleId: c.voucherRuleId,
  uses: c.uses,
  maxUses: c.maxUses,
  expiresOn: c.expiresOn,
});
