import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  QuoteBody,
  QuoteList,
  QuoteListCreate,
  QuoteListRow,
  QuoteListUpdate,
  QuoteUpdate,
  SharedQuote,
} from './quote-records';

export * from './quote-records';

/**
 * The quote viewer (issue 30): a customer's quote lists, their quotes priced with the pricing
 * rules, and a quote's link — its id and a random key — that opens a public read-only page
 * until it is revoked.
 */

export const QUOTE_LIST_SORTS = ['updated', 'name'] as const;
export const QuoteListQuery = listQuery(QUOTE_LIST_SORTS);
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const ListPath = AppPath.extend({ listId: IdParam });
const QuotePath = ListPath.extend({ quoteId: IdParam });
const base = '/api/applications/:applicationId/quoteLists';
const one = `${base}/:listId`;
const quote = `${one}/quotes/:quoteId`;
const access = pageAccess.quotes;

export const quotesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary:
      "A page of the application's quote lists, last changed first; search matches the list's name and the customer's name and email",
    pathParams: AppPath,
    query: QuoteListQuery,
    responses: { 200: paged(QuoteListRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Start a quote list for the customer with this email',
    pathParams: AppPath,
    body: QuoteListCreate,
    responses: { 201: z.object({ listId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A quote list with its quotes and the customer’s hotlists',
    pathParams: ListPath,
    responses: { 200: QuoteList, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Rename a quote list; 409 when someone saved it since it was read',
    pathParams: ListPath,
    body: QuoteListUpdate,
    responses: { 200: QuoteList, ...authErrors, ...staleError },
  },
  addQuote: {
    method: 'POST',
    path: `${one}/quotes`,
    metadata: { access: access.addQuote },
    summary: "Add a quote; each item is priced with the application's pricing rules",
    pathParams: ListPath,
    body: QuoteBody,
    responses: { 201: QuoteList, ...authErrors },
  },
  updateQuote: {
    method: 'PUT',
    path: quote,
    metadata: { access: access.updateQuote },
    summary: 'Change a quote and price it again; 409 when someone saved it since it was read',
    pathParams: QuotePath,
    body: QuoteUpdate,
    responses: { 200: QuoteList, ...authErrors, ...staleError },
  },
  removeQuote: {
    method: 'DELETE',
    path: quote,
    metadata: { access: access.removeQuote },
    summary: 'Remove a quote; its link stops working',
    pathParams: QuotePath,
    body: c.noBody(),
    responses: { 200: QuoteList, ...authErrors },
  },
  share: {
    method: 'POST',
    path: `${quote}/share`,
    metadata: { access: access.share },
    summary:
      "Share a quote by a link holding its id and a new random key (a shared quote's key stays)",
    pathParams: QuotePath,
    body: c.noBody(),
    responses: { 200: QuoteList, ...authErrors },
  },
  revoke: {
    method: 'DELETE',
    path: `${quote}/share`,
    metadata: { access: access.revoke },
    summary: "Revoke a quote's link: it answers 404 from now on",
    pathParams: QuotePath,
    body: c.noBody(),
    responses: { 200: QuoteList, ...authErrors },
  },
});

export const sharedQuoteContract = c.router({
  view: {
    method: 'GET',
    path: '/api/sharedQuotes/:quoteId/:shareKey',
    metadata: { access: pageAccess.sharedQuote.view },
    summary: 'A shared quote, read-only, for anyone with its link; a wrong or revoked key is 404',
    pathParams: z.object({
      quoteId: IdParam,
      shareKey: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a quote link'),
    }),
    responses: { 200: SharedQuote, 400: ProblemSchema, 404: ProblemSchema },
  },
});
