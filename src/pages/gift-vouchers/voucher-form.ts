import type { GiftVoucher, GiftVoucherCreate } from '#contract/gift-vouchers';
import type { KitFieldGroup } from '../../kit/fields';
import { numberField } from '../../kit/number-fields';
import { textsField } from '../pricing-rules/inputs';

export const voucherGroups = [
  {
    title: 'Gift voucher',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As buyers see it, e.g. Gift card' },
      { name: 'currency', label: 'Currency', kind: 'text', hint: 'ISO code such as GBP' },
      textsField('values', 'Values', 'The amounts a buyer chooses from, such as 25.00'),
      numberField('validityMonths', 'Validity (months)'),
      { name: 'enabled', label: 'On sale', kind: 'checkbox' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_VOUCHER: GiftVoucherCreate = {
  name: '',
  currency: 'GBP',
  values: ['25.00', '50.00', '100.00'],
  validityMonths: 12,
  enabled: true,
};

/** The form's values of a loaded definition (its version travels apart, with the save). */
export const toVoucherForm = (r: GiftVoucher): GiftVoucherCreate => ({
  name: r.name,
  currency: r.currency,
  values: r.values,
  validityMonths: r.validityMonths,
  enabled: r.enabled,
});
