import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import {
  Colleague,
  ENQUIRY_STATUSES,
  ENQUIRY_TEXT,
  ENQUIRY_TYPES,
  Enquiry,
  EnquiryHandle,
  EnquiryNoteBody,
  EnquiryRow,
} from './enquiry-records';
import { INGESTION_KEY_HEADER } from './events';
import { OrderBatchResult } from './ingest';
import { day, line } from './input';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './enquiry-records';

/**
 * Web enquiries (issue 30): the viewer's list filtered by status, type and the day received,
 * searching name, email and web reference; an enquiry's page by its web reference, where staff
 * move it on, assign it and note it. Sites send them with the ingestion key, as orders.
 */

export const ENQUIRY_SORTS = ['received', 'name', 'status'] as const;
export const EnquiryListQuery = listQuery(ENQUIRY_SORTS).extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  type: z.enum(ENQUIRY_TYPES).optional(),
  from: day().optional(),
  to: day().optional(),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>;

/** The batch is bounded only; each enquiry is checked on its own (contract/enquiry-records.ts). */
export const EnquiryBatch = z.strictObject({
  enquiries: z.array(z.unknown()).min(1).max(500),
});

/** Answered as an order batch is: counts, refusals by index, and each enquiry's outcome. */
export const EnquiryBatchResult = OrderBatchResult.omit({ orders: true }).extend({
  enquiries: OrderBatchResult.shape.orders,
});

const AppPath = z.object({ applicationId: IdParam });
// Within the server's 100 characters of a path parameter, however it is encoded.
const EnquiryPath = AppPath.extend({
  webReference: z.string().regex(/^[A-Za-z0-9._-]{1,50}$/, ENQUIRY_TEXT.webReference),
});
const base = '/api/applications/:applicationId/enquiries';
const one = `${base}/:webReference`;
const access = pageAccess.enquiries;

export const enquiriesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary:
      "A page of the application's enquiries, newest first; search matches name, email and web reference",
    pathParams: AppPath,
    query: EnquiryListQuery,
    responses: { 200: paged(EnquiryRow), ...authErrors },
  },
  colleagues: {
    method: 'GET',
    path: '/api/applications/:applicationId/enquiryColleagues',
    metadata: { access: access.colleagues },
    summary: "The company's active users an enquiry may be assigned to, by name",
    pathParams: AppPath,
    responses: { 200: z.object({ items: z.array(Colleague) }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'An enquiry by its web reference, with its notes and the customer with its email',
    pathParams: EnquiryPath,
    responses: { 200: Enquiry, ...authErrors },
  },
  handle: {
    method: 'PUT',
    path: `${one}/handling`,
    metadata: { access: access.handle },
    summary: "Change an enquiry's status and assignee; 409 when someone saved it since it was read",
    pathParams: EnquiryPath,
    body: EnquiryHandle,
    responses: { 200: Enquiry, ...authErrors, ...staleError },
  },
  addNote: {
    method: 'POST',
    path: `${one}/notes`,
    metadata: { access: access.addNote },
    summary: 'Add a note to an enquiry',
    pathParams: EnquiryPath,
    body: EnquiryNoteBody,
    responses: { 201: Enquiry, ...authErrors },
  },
});

export const enquiryIngestContract = c.router({
  send: {
    method: 'POST',
    path: base,
    metadata: { access: pageAccess.enquiryIngest.send },
    summary:
      "Create or update a booking site's web enquiries by web reference, authenticated by the application's ingestion key",
    pathParams: AppPath,
    headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
    body: EnquiryBatch,
    responses: {
      200: EnquiryBatchResult,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
