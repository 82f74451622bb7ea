import {
  type BranchFields,
  type BranchRecord,
  type CurrencyRecord,
  type DeliveryFeeFields,
  type DeliveryFeeRecord,
  decimalText,
  type RateRecord,
  WEEKDAY_NAMES,
} from '#contract/currency-exchange';
import { fromMinor } from '#contract/money';
import type { currexBranches, currexCurrencies, currexDeliveryFees, currexRates } from './schema';

type Branch = typeof currexBranches.$inferSelect;
type Fee = typeof currexDeliveryFees.$inferSelect;
type Currency = typeof currexCurrencies.$inferSelect;
type Rate = typeof currexRates.$inferSelect;
type Extra = { companyId: number };

const iso = (at: Date | string) => new Date(at).toISOString();
/** A numeric column as the API answers it; '' when not set. */
export const decimalOf = (stored: string | null) => (stored === null ? '' : decimalText(stored));

export const branchFieldsOf = (b: Branch): BranchFields => ({
  name: b.name,
  address1: b.address1 ?? '',
  address2: b.address2 ?? '',
  city: b.city ?? '',
  state: b.state ?? '',
  postcode: b.postcode ?? '',
  countryCode: b.countryCode ?? '',
  phone: b.phone ?? '',
  openingHours: b.openingHours,
  currencies: b.currencies,
});

/** The columns of a branch's fields ('' stored as null). */
export const branchColumnsOf = (f: BranchFields) => ({
  name: f.name,
  address1: f.address1 || null,
  address2: f.address2 || null,
  city: f.city || null,
  state: f.state || null,
  postcode: f.postcode || null,
  countryCode: f.countryCode || null,
  phone: f.phone || null,
  openingHours: f.openingHours,
  currencies: [...new Set(f.currencies)],
});

export const branchOf = (b: Branch, extra: Extra): BranchRecord => ({
  ...branchFieldsOf(b),
  branchId: b.id,
  ...extra,
  created: iso(b.createdAt),
  updated: iso(b.updatedAt),
  version: b.version,
});

/** The days a branch opens, in a few words: "Mon, Tue, Wed" or "Closed". */
export function openDaysOf(hours: BranchFields['openingHours']): string {
  const open = WEEKDAY_NAMES.filter((d) => hours[d] !== '').map((d) => d.slice(0, 3));
  return open.length === 0 ? 'Closed' : open.join(', ');
}

export const feeFieldsOf = (
  f: Pick<Fee, 'deliveryType' | 'currency' | 'minOrderMinor' | 'maxOrderMinor' | 'feeMinor'>,
): DeliveryFeeFields => ({
  deliveryType: f.deliveryType as DeliveryFeeFields['deliveryType'],
  currency: f.currency,
  minOrder: fromMinor(f.minOrderMinor),
  maxOrder: fromMinor(f.maxOrderMinor),
  fee: fromMinor(f.feeMinor),
});

export const feeOf = (f: Fee, extra: Extra): DeliveryFeeRecord => ({
  ...feeFieldsOf(f),
  deliveryFeeId: f.id,
  ...extra,
  created: iso(f.createdAt),
  updated: iso(f.updatedAt),
  version: f.version,
});

export const currencyOf = (c: Currency, extra: Extra): CurrencyRecord => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  enabled: c.enabled,
  margin: decimalText(c.margin),
  currencyId: c.id,
  ...extra,
  created: iso(c.createdAt),
  updated: iso(c.updatedAt),
  version: c.version,
});

export const rateOf = (
  r: Rate,
  c: Pick<Currency, 'code' | 'name' | 'enabled'>,
  extra: Extra,
): RateRecord => ({
  currencyId: r.currencyId,
  ...extra,
  code: c.code,
  name: c.name,
  enabled: c.enabled,
  baseCurrency: r.baseCurrency ?? '',
  buyRate: decimalOf(r.buyRate),
  sellRate: decimalOf(r.sellRate),
  margin: decimalOf(r.margin),
  lastUpdated: r.lastUpdated ? iso(r.lastUpdated) : null,
  version: r.version,
});
