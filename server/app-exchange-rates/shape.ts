import type { AppRate, AppRateFields, AppRateRow } from '#contract/app-exchange-rates';
import { decimalText } from '#contract/currex-decimal';
import type { appExchangeRates } from './schema';

type Stored = typeof appExchangeRates.$inferSelect;

export const rateColumnsOf = (f: AppRateFields) => ({
  fromCurrency: f.fromCurrency,
  toCurrency: f.toCurrency,
  rate: f.rate,
});

export const rateRowOf = (r: Stored): AppRateRow => ({
  rateId: r.id,
  pair: `${r.fromCurrency} → ${r.toCurrency}`,
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  rate: decimalText(r.rate),
  updated: new Date(r.updatedAt).toISOString(),
});

export const rateOf = (r: Stored, companyId: number): AppRate => ({
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  rate: decimalText(r.rate),
  rateId: r.id,
  companyId,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
