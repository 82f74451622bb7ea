import { ISO_4217 } from '#contract/currencies';
import {
  type BranchCreate,
  type CurrencyCreate,
  DELIVERY_TYPES,
  type DeliveryFeeCreate,
  type RateFields,
  WEEKDAY_NAMES,
} from '#contract/currency-exchange';
import { type KitFieldGroup, optionsOf } from '../../kit/fields';
import { textsField } from '../pricing-rules/inputs';

const codes = optionsOf(ISO_4217);

const currencyFields = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'symbol', label: 'Symbol', kind: 'text' },
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
  { name: 'margin', label: 'Margin (%)', kind: 'text', hint: 'Such as 1.5' },
] as const;

/** A currency's code is chosen once, when it is added: its rate history is kept under it. */
export const currencyAddGroups = [
  {
    title: 'Currency',
    fields: [{ name: 'code', label: 'Code', kind: 'select', options: codes }, ...currencyFields],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const currencyEditGroups = [
  { title: 'Currency', fields: currencyFields },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_CURRENCY: CurrencyCreate = {
  code: 'EUR',
  name: '',
  symbol: '',
  enabled: true,
  margin: '0',
};

export const feeGroups = [
  {
    title: 'Delivery fee',
    note: 'Bands of one delivery type and currency must not overlap; both ends are included.',
    fields: [
      {
        name: 'deliveryType',
        label: 'Delivery Type',
        kind: 'select',
        options: optionsOf(DELIVERY_TYPES),
      },
      { name: 'currency', label: 'Currency', kind: 'select', options: codes },
      { name: 'minOrder', label: 'Order Value From', kind: 'text', hint: 'Such as 0.00' },
      { name: 'maxOrder', label: 'Order Value To', kind: 'text', hint: 'Such as 499.99' },
      { name: 'fee', label: 'Fee', kind: 'text', hint: 'Such as 4.99' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_FEE: DeliveryFeeCreate = {
  deliveryType: 'Home delivery',
  currency: 'GBP',
  minOrder: '',
  maxOrder: '',
  fee: '',
};

export const branchGroups = [
  {
    title: 'Branch',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      textsField(
        'currencies',
        'Currencies Held',
        'Codes of the application’s currencies: EUR, USD',
      ),
    ],
  },
  {
    title: 'Address',
    fields: [
      { name: 'address1', label: 'Address Line 1', kind: 'text' },
      { name: 'address2', label: 'Address Line 2', kind: 'text' },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'state', label: 'County / State', kind: 'text' },
      { name: 'postcode', label: 'Postcode', kind: 'text' },
      { name: 'countryCode', label: 'Country Code', kind: 'text', hint: 'Two letters, such as GB' },
    ],
  },
  {
    title: 'Opening hours',
    note: 'As 09:00-17:30; leave a day empty when the branch is closed.',
    fields: WEEKDAY_NAMES.map((day) => ({
      name: `openingHours.${day}` as const,
      label: day,
      kind: 'text' as const,
    })),
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_BRANCH: BranchCreate = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: 'GB',
  phone: '',
  openingHours: Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, ''])) as Record<
    (typeof WEEKDAY_NAMES)[number],
    string
  >,
  currencies: [],
};

export const rateGroups = [
  {
    title: 'Enter a rate',
    note: '1 unit of the base currency buys the buy rate, and sells for the sell rate.',
    fields: [
      { name: 'baseCurrency', label: 'Base Currency', kind: 'select', options: codes },
      { name: 'buyRate', label: 'Buy Rate', kind: 'text', hint: 'Up to 8 decimals' },
      { name: 'sellRate', label: 'Sell Rate', kind: 'text', hint: 'Not below the buy rate' },
      { name: 'margin', label: 'Margin (%)', kind: 'text' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export type RateForm = RateFields;
