import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { CustomerRow } from './customer-records';
import { CustomerListQuery } from './customers';
import { line } from './input';
import {
  CreditAccount,
  CreditCreate,
  CreditMove,
  CreditUpdate,
  LedgerEntry,
  LINKED_COMPANY_STATUSES,
  LinkedCompany,
  LinkedCompanyCreate,
  LinkedCompanyRow,
  LinkedCompanyUpdate,
} from './linked-company-records';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './linked-company-records';

/**
 * An application's linked (B2B) companies (issue 18) with their users (customers linked to
 * them) and credit: accounts per currency whose available credit is the sum of an append-only
 * ledger. `:linkedCompanyId` is a row of linked_companies — never the console's own company,
 * which the gate reads only from paths that start with /api/companies/.
 */

export const LINKED_COMPANY_SORTS = ['name', 'status', 'created'] as const;
export const LinkedCompanyListQuery = listQuery(LINKED_COMPANY_SORTS).extend({
  status: z.enum(LINKED_COMPANY_STATUSES).optional(),
  membershipLevel: line().trim().max(50).optional(),
});
export type LinkedCompanyListQuery = z.infer<typeof LinkedCompanyListQuery>;

export const CREDIT_SORTS = ['currency', 'created'] as const;
export const CreditListQuery = listQuery(CREDIT_SORTS);
export type CreditListQuery = z.infer<typeof CreditListQuery>;

export const LEDGER_SORTS = ['at'] as const;
export const LedgerQuery = listQuery(LEDGER_SORTS);
export type LedgerQuery = z.infer<typeof LedgerQuery>;

const AppPath = z.object({ applicationId: IdParam });
const CompanyPath = AppPath.extend({ linkedCompanyId: IdParam });
const CreditPath = CompanyPath.extend({ creditId: IdParam });
const base = '/api/applications/:applicationId/companies';
const one = `${base}/:linkedCompanyId`;
const credit = `${one}/credit/:creditId`;
const access = pageAccess.linkedCompanies;

export const linkedCompaniesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary:
      "A page of the application's linked companies; search matches the name; filter by status and membership level",
    pathParams: AppPath,
    query: LinkedCompanyListQuery,
    responses: { 200: paged(LinkedCompanyRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a linked company; its name is unique in the application (any case)',
    pathParams: AppPath,
    body: LinkedCompanyCreate,
    responses: { 201: z.object({ linkedCompanyId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A linked company with its number of users and version',
    pathParams: CompanyPath,
    responses: { 200: LinkedCompany, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a linked company; 409 when someone saved it since',
    pathParams: CompanyPath,
    body: LinkedCompanyUpdate,
    responses: { 200: LinkedCompany, ...authErrors, ...staleError },
  },
  users: {
    method: 'GET',
    path: `${one}/users`,
    metadata: { access: access.users },
    summary: 'A page of the customers linked to the company',
    pathParams: CompanyPath,
    query: CustomerListQuery.omit({ linkedCompanyId: true }),
    responses: { 200: paged(CustomerRow), ...authErrors },
  },
  creditList: {
    method: 'GET',
    path: `${one}/credit`,
    metadata: { access: access.creditList },
    summary: "The company's credit accounts, one per currency, with limit, available and used",
    pathParams: CompanyPath,
    query: CreditListQuery,
    responses: { 200: paged(CreditAccount), ...authErrors },
  },
  creditCreate: {
    method: 'POST',
    path: `${one}/credit`,
    metadata: { access: access.creditCreate },
    summary:
      'Open a credit account in a currency; its limit goes into the ledger as the opening entry, available at once',
    pathParams: CompanyPath,
    body: CreditCreate,
    responses: { 201: z.object({ creditId: z.number().int() }), ...authErrors },
  },
  creditGet: {
    method: 'GET',
    path: credit,
    metadata: { access: access.creditGet },
    summary: 'A credit account: limit, available (the ledger’s sum) and used',
    pathParams: CreditPath,
    responses: { 200: CreditAccount, ...authErrors },
  },
  creditUpdate: {
    method: 'PUT',
    path: credit,
    metadata: { access: access.creditUpdate },
    summary:
      'Change the limit: the difference is appended to the ledger as an adjustment with the reason; 409 when stale',
    pathParams: CreditPath,
    body: CreditUpdate,
    responses: { 200: CreditAccount, ...authErrors, ...staleError },
  },
  creditMove: {
    method: 'POST',
    path: `${credit}/entries`,
    metadata: { access: access.creditMove },
    summary:
      'A top-up or an adjustment with its reason, appended to the ledger; a debit beyond the available credit is refused',
    pathParams: CreditPath,
    body: CreditMove,
    responses: { 201: CreditAccount, ...authErrors },
  },
  creditUsage: {
    method: 'GET',
    path: `${credit}/usage`,
    metadata: { access: access.creditUsage },
    summary:
      "A page of the account's ledger, newest first: openings, top-ups, adjustments, orders and refunds",
    pathParams: CreditPath,
    query: LedgerQuery,
    responses: { 200: paged(LedgerEntry), ...authErrors },
  },
});
