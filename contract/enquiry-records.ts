import * as z from 'zod';
import { Versioned } from './common';
import { IngestDate } from './ingest-order';
import { freeText, Id, int4, line } from './input';

/*
 * A web enquiry (issue 30): what a booking site's form sends, and how the console works it.
 * Plain words shared by the ingestion API, the viewer and the demo seed.
 */

export const ENQUIRY_STATUSES = ['New', 'In progress', 'Closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_TYPES = [
  'General',
  'Flights',
  'Accommodation',
  'Packages',
  'Tours',
  'Cruises',
  'Groups',
] as const;

/** The columns' sizes, which the contract bounds every field to. */
export const ENQUIRY_LIMITS = {
  webReference: 50,
  name: 100,
  email: 254,
  phone: 30,
  destination: 100,
  message: 4000,
  travellers: 99,
  note: 2000,
} as const;
const L = ENQUIRY_LIMITS;

export const ENQUIRY_TEXT = {
  webReference: 'Letters, digits, dot, dash and underscore, starting with a letter or digit',
  endBeforeStart: 'The end date is before the start date',
  duplicateReference: 'This web reference is already earlier in the batch',
  notColleague: 'Choose a colleague of this company',
  handled: 'Enquiry saved.',
  noteAdded: 'Note added.',
} as const;

/** A web reference names the enquiry's page address, so it holds only URL-safe characters. */
export const WebReference = line()
  .trim()
  .min(1)
  .max(L.webReference)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, ENQUIRY_TEXT.webReference);

const text = (max: number) => line().trim().min(1).max(max);
const optional = (max: number) => line().trim().max(max).optional();

/** One enquiry as a site sends it; checked element by element like an order. */
export const IngestEnquiry = z
  .strictObject({
    webReference: WebReference,
    name: text(L.name),
    email: z.email().max(L.email),
    phone: optional(L.phone),
    type: z.enum(ENQUIRY_TYPES),
    destination: optional(L.destination),
    startDate: IngestDate.optional(),
    endDate: IngestDate.optional(),
    adults: int4(0, L.travellers).default(1),
    children: int4(0, L.travellers).default(0),
    message: freeText().trim().max(L.message).default(''),
  })
  .refine((e) => !e.startDate || !e.endDate || e.endDate >= e.startDate, {
    message: ENQUIRY_TEXT.endBeforeStart,
    path: ['endDate'],
  });
export type IngestEnquiry = z.infer<typeof IngestEnquiry>;

const nullable = z.string().nullable();

/** One row of the enquiry viewer. */
export const EnquiryRow = z.object({
  enquiryId: z.number().int(),
  webReference: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.string(),
  destination: z.string(),
  startDate: nullable,
  status: z.enum(ENQUIRY_STATUSES),
  assignee: nullable,
  received: z.string(),
});
export type EnquiryRow = z.infer<typeof EnquiryRow>;

export const EnquiryNote = z.object({
  noteId: z.number().int(),
  author: nullable,
  at: z.string(),
  body: z.string(),
});

/** An enquiry's page: the site's fields, how it is worked, its notes and its customer. */
export const Enquiry = EnquiryRow.extend({
  phone: z.string(),
  endDate: nullable,
  adults: z.number().int(),
  children: z.number().int(),
  message: z.string(),
  assigneeId: z.number().int().nullable(),
  notes: z.array(EnquiryNote),
  /** The application's customer with this email (any case), for a link to their page. */
  customer: z.object({ customerId: z.number().int(), key: z.string() }).nullable(),
  companyId: z.number().int(),
  updated: z.string(),
  version: z.number().int(),
});
export type Enquiry = z.infer<typeof Enquiry>;

/** A status and an assignee (null: nobody), saved over the version read. */
export const EnquiryHandle = Versioned.extend({
  status: z.enum(ENQUIRY_STATUSES),
  assigneeId: Id.nullable(),
}).strict();
export type EnquiryHandle = z.infer<typeof EnquiryHandle>;

export const EnquiryNoteBody = z.strictObject({ body: freeText().trim().min(1).max(L.note) });

/** A colleague an enquiry may be assigned to: an active member of the company. */
export const Colleague = z.object({ userId: z.number().int(), name: z.string() });
