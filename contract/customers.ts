import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { CustomerCreate, CustomerUpdate } from './customer-fields';
import {
  Customer,
  CustomerExport,
  CustomerOrderRow,
  CustomerRow,
  Hotlist,
} from './customer-records';
import { line } from './input';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './customer-fields';
export * from './customer-records';

/**
 * An application's customers (issue 18): list, add, view and edit at id + key, their orders and
 * hotlists, and the two data-protection actions, export and erase. A wrong key is a 404, as is
 * another application's customer. The booking sites' own POST …/customers/ingest is
 * contract/ingest.ts's.
 */

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

export const CUSTOMER_SORTS = ['name', 'email', 'created'] as const;
export const CustomerListQuery = listQuery(CUSTOMER_SORTS).extend({
  linkedCompanyId: IdParam.optional(),
  membershipLevel: line().trim().max(50).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

export const CUSTOMER_ORDER_SORTS = ['bookingDate', 'travelDate', 'reference'] as const;
export const CustomerOrderQuery = listQuery(CUSTOMER_ORDER_SORTS);
export type CustomerOrderQuery = z.infer<typeof CustomerOrderQuery>;

/** The key is 32 random characters; anything else cannot be one, and is a 404 like a wrong one. */
const CustomerKey = line().max(64);
const AppPath = z.object({ applicationId: IdParam });
const CustomerPath = AppPath.extend({ customerId: IdParam, customerKey: CustomerKey });
const HotlistPath = AppPath.extend({ customerId: IdParam, hotlistId: IdParam });
const base = '/api/applications/:applicationId/customers';
const one = `${base}/:customerId/:customerKey`;
const access = pageAccess.customers;

export const customersContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary:
      "A page of the application's customers; search matches name, email and phone; filter by linked company and membership level",
    pathParams: AppPath,
    query: CustomerListQuery,
    responses: { 200: paged(CustomerRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a customer; the email is unique in the application (any case)',
    pathParams: AppPath,
    body: CustomerCreate,
    responses: {
      201: z.object({ customerId: z.number().int(), key: z.string() }),
      ...authErrors,
    },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A customer with their hotlists and version; a wrong key is 404',
    pathParams: CustomerPath,
    responses: { 200: Customer, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a customer; 409 when someone saved them since, 400 for an erased customer',
    pathParams: CustomerPath,
    body: CustomerUpdate,
    responses: { 200: Customer, ...authErrors, ...staleError },
  },
  orders: {
    method: 'GET',
    path: `${one}/orders`,
    metadata: { access: access.orders },
    summary: "A page of the customer's orders, newest booking first",
    pathParams: CustomerPath,
    query: CustomerOrderQuery,
    responses: { 200: paged(CustomerOrderRow), ...authErrors },
  },
  hotlist: {
    method: 'GET',
    path: `${base}/:customerId/hotlists/:hotlistId`,
    metadata: { access: access.hotlist },
    summary: "One of the customer's hotlists with its offers (prices as decimal strings)",
    pathParams: HotlistPath,
    responses: { 200: Hotlist, ...authErrors },
  },
  exportJson: {
    method: 'GET',
    path: `${one}/export.json`,
    metadata: { access: access.exportJson },
    summary:
      'Everything held about the customer (record, orders with their notes and timelines, travellers, hotlists) as JSON; recorded in the audit trail',
    pathParams: CustomerPath,
    responses: { 200: CustomerExport, ...authErrors },
  },
  exportXlsx: {
    method: 'GET',
    path: `${one}/export.xlsx`,
    metadata: { access: access.exportXlsx },
    summary:
      'The same export as a workbook with the sheets Customer, Orders, Travellers, Order notes, Order timeline and Hotlists',
    pathParams: CustomerPath,
    responses: {
      200: c.otherResponse({ contentType: XLSX_CONTENT_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
  erase: {
    method: 'POST',
    path: `${one}/erase`,
    metadata: { access: access.erase },
    summary:
      "Anonymise the customer's personal fields in the customer, its orders' contacts and their travellers; money and dates are kept; repeating it changes nothing",
    pathParams: CustomerPath,
    body: c.noBody(),
    responses: { 200: Customer, ...authErrors },
  },
});
