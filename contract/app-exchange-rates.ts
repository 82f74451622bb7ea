import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { Rate } from './currex-records';
import { Id } from './input';
import { Currency } from './money';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

/**
 * An application's own conversion rates (issue 30, tools/exchange-rates): 1 `fromCurrency`
 * is `rate` `toCurrency`, an exact decimal string (numeric(18, 8), contract/currex-decimal.ts),
 * used where one of its prices must change currency. Every change is kept in its History.
 */

export const APP_RATE_TEXT = {
  samePair: 'Choose two different currencies',
  pairTaken: 'This application already has a rate from this currency to that one.',
  added: 'Exchange rate added',
  updated: 'Exchange rate saved',
  removed: 'Exchange rate deleted',
} as const;

export const AppRateFields = z.object({
  fromCurrency: Currency,
  toCurrency: Currency,
  rate: Rate,
});
export type AppRateFields = z.output<typeof AppRateFields>;
export const AppRateCreate = AppRateFields.strict();
export type AppRateCreate = z.input<typeof AppRateCreate>;
export const AppRateUpdate = AppRateFields.extend({ version: Id }).strict();

export function appRateProblems(r: AppRateFields): Record<string, string[]> {
  return r.fromCurrency === r.toCurrency ? { toCurrency: [APP_RATE_TEXT.samePair] } : {};
}

export const AppRateRow = z.object({
  rateId: z.number().int(),
  /** "GBP → EUR". */
  pair: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.string(),
  updated: z.string(),
});
export type AppRateRow = z.infer<typeof AppRateRow>;

export const AppRate = AppRateFields.extend({
  rateId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type AppRate = z.infer<typeof AppRate>;

export const APP_RATE_SORTS = ['pair', 'updated'] as const;
export const AppRateListQuery = listQuery(APP_RATE_SORTS);
export type AppRateListQuery = z.infer<typeof AppRateListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ rateId: IdParam });
const base = '/api/applications/:applicationId/exchangeRates';
const access = pageAccess.appExchangeRates;

export const appExchangeRatesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's conversion rates; search matches the currency codes",
    pathParams: AppPath,
    query: AppRateListQuery,
    responses: { 200: paged(AppRateRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a conversion rate; one per pair of currencies in the application',
    pathParams: AppPath,
    body: AppRateCreate,
    responses: { 201: z.object({ rateId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${base}/:rateId`,
    metadata: { access: access.get },
    summary: 'A conversion rate with its version',
    pathParams: OnePath,
    responses: { 200: AppRate, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${base}/:rateId`,
    metadata: { access: access.update },
    summary: 'Change a conversion rate; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: AppRateUpdate,
    responses: { 200: AppRate, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:rateId`,
    metadata: { access: access.remove },
    summary: 'Delete a conversion rate',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
