import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import {
  BranchCreate,
  BranchRecord,
  BranchRow,
  BranchUpdate,
  CurrencyCreate,
  CurrencyFeed,
  CurrencyRecord,
  CurrencyRow,
  CurrencyUpdate,
  DELIVERY_TYPES,
  DeliveryFeeCreate,
  DeliveryFeeRecord,
  DeliveryFeeRow,
  DeliveryFeeUpdate,
  RateHistory,
  RateRecord,
  RateUpdate,
} from './currex-records';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './currex-decimal';
export * from './currex-records';

/** An application's currency exchange (issue 30): four managers and the sites' feed. */

export const BRANCH_SORTS = ['name', 'city'] as const;
export const BranchListQuery = listQuery(BRANCH_SORTS);
export type BranchListQuery = z.infer<typeof BranchListQuery>;
export const FEE_SORTS = ['band', 'fee'] as const;
export const DeliveryFeeListQuery = listQuery(FEE_SORTS).extend({
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
});
export type DeliveryFeeListQuery = z.infer<typeof DeliveryFeeListQuery>;
export const CURRENCY_SORTS = ['code', 'name'] as const;
export const CurrencyListQuery = listQuery(CURRENCY_SORTS);
export type CurrencyListQuery = z.infer<typeof CurrencyListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const app = '/api/applications/:applicationId';
const removed = { 200: z.object({ message: z.string() }), ...authErrors };

const branches = `${app}/currencyExchange/branches`;
const BranchPath = AppPath.extend({ branchId: IdParam });
const b = pageAccess.currexBranches;
export const currexBranchesContract = c.router({
  list: {
    method: 'GET',
    path: branches,
    metadata: { access: b.list },
    summary: "A page of the application's branches; search matches the name and city",
    pathParams: AppPath,
    query: BranchListQuery,
    responses: { 200: paged(BranchRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: branches,
    metadata: { access: b.create },
    summary: 'Add a branch; the currencies it holds must be currencies of the application',
    pathParams: AppPath,
    body: BranchCreate,
    responses: { 201: z.object({ branchId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${branches}/:branchId`,
    metadata: { access: b.get },
    summary: 'A branch with its opening hours and currencies',
    pathParams: BranchPath,
    responses: { 200: BranchRecord, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${branches}/:branchId`,
    metadata: { access: b.update },
    summary: 'Change a branch; 409 when someone saved it since it was read',
    pathParams: BranchPath,
    body: BranchUpdate,
    responses: { 200: BranchRecord, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${branches}/:branchId`,
    metadata: { access: b.remove },
    summary: 'Delete a branch',
    pathParams: BranchPath,
    body: c.noBody(),
    responses: removed,
  },
});

const fees = `${app}/currencyExchange/deliveryFees`;
const FeePath = AppPath.extend({ deliveryFeeId: IdParam });
const f = pageAccess.currexDeliveryFees;
export const currexDeliveryFeesContract = c.router({
  list: {
    method: 'GET',
    path: fees,
    metadata: { access: f.list },
    summary: "The application's delivery-fee bands by delivery type, currency and lowest value",
    pathParams: AppPath,
    query: DeliveryFeeListQuery,
    responses: { 200: paged(DeliveryFeeRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: fees,
    metadata: { access: f.create },
    summary:
      'Add a delivery-fee band; one overlapping another of the same delivery type and currency is refused',
    pathParams: AppPath,
    body: DeliveryFeeCreate,
    responses: { 201: z.object({ deliveryFeeId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${fees}/:deliveryFeeId`,
    metadata: { access: f.get },
    summary: 'A delivery-fee band',
    pathParams: FeePath,
    responses: { 200: DeliveryFeeRecord, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${fees}/:deliveryFeeId`,
    metadata: { access: f.update },
    summary: 'Change a delivery-fee band; overlaps refused; 409 when saved since it was read',
    pathParams: FeePath,
    body: DeliveryFeeUpdate,
    responses: { 200: DeliveryFeeRecord, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${fees}/:deliveryFeeId`,
    metadata: { access: f.remove },
    summary: 'Delete a delivery-fee band',
    pathParams: FeePath,
    body: c.noBody(),
    responses: removed,
  },
});

const currencies = `${app}/currencyExchange/currencies`;
const CurrencyPath = AppPath.extend({ currencyId: IdParam });
const cur = pageAccess.currexCurrencies;
export const currexCurrenciesContract = c.router({
  list: {
    method: 'GET',
    path: currencies,
    metadata: { access: cur.list },
    summary: "A page of the application's currencies with their current rates",
    pathParams: AppPath,
    query: CurrencyListQuery,
    responses: { 200: paged(CurrencyRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: currencies,
    metadata: { access: cur.create },
    summary: 'Add a currency by its ISO 4217 code; once per application',
    pathParams: AppPath,
    body: CurrencyCreate,
    responses: { 201: z.object({ currencyId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${currencies}/:currencyId`,
    metadata: { access: cur.get },
    summary: 'A currency',
    pathParams: CurrencyPath,
    responses: { 200: CurrencyRecord, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${currencies}/:currencyId`,
    metadata: { access: cur.update },
    summary: "Change a currency's name, symbol, switch or margin; its code stays",
    pathParams: CurrencyPath,
    body: CurrencyUpdate,
    responses: { 200: CurrencyRecord, ...authErrors, ...staleError },
  },
});

const rates = `${app}/currencyExchange/rates`;
const r = pageAccess.currexRates;
export const currexRatesContract = c.router({
  list: {
    method: 'GET',
    path: rates,
    metadata: { access: r.list },
    summary: 'Every currency of the application with its current rate, by code',
    pathParams: AppPath,
    responses: { 200: z.object({ items: z.array(RateRecord) }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: `${rates}/:currencyId`,
    metadata: { access: r.get },
    summary: "A currency's current rate and its version",
    pathParams: CurrencyPath,
    responses: { 200: RateRecord, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${rates}/:currencyId`,
    metadata: { access: r.update },
    summary:
      "Enter a currency's rate; a sell rate under the buy rate is refused; the change joins its history",
    pathParams: CurrencyPath,
    body: RateUpdate,
    responses: { 200: RateRecord, ...authErrors, ...staleError },
  },
  history: {
    method: 'GET',
    path: `${rates}/:currencyId/history`,
    metadata: { access: r.history },
    summary: 'Every rate a currency had, oldest first, for its chart',
    pathParams: CurrencyPath,
    responses: { 200: RateHistory, ...authErrors },
  },
});

export const currexFeedContract = c.router({
  read: {
    method: 'GET',
    path: `${app}/currency`,
    metadata: { access: pageAccess.currexFeed.read },
    summary:
      'For booking sites (ingestion key): the enabled currencies with their rates, the delivery fees and the branches',
    pathParams: AppPath,
    responses: { 200: CurrencyFeed, ...authErrors },
  },
});
