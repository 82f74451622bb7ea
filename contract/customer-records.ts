import * as z from 'zod';
import { Currency } from './money';

const nullableText = z.string().nullable();

/** One row of the customers list (and of a linked company's users). */
export const CustomerRow = z.object({
  customerId: z.number().int(),
  /** The random second half of the customer's page address. */
  key: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedCompanyId: z.number().int().nullable(),
  linkedCompanyName: nullableText,
  membershipLevel: z.string(),
  erased: z.boolean(),
  created: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

/** A hotlist as the customer's page lists it. */
export const HotlistSummary = z.object({
  hotlistId: z.number().int(),
  name: z.string(),
  offerCount: z.number().int(),
  updated: z.string(),
});
export type HotlistSummary = z.infer<typeof HotlistSummary>;

/** A customer as the view and edit pages read it. */
export const Customer = CustomerRow.extend({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  dateOfBirth: z.string(),
  marketingConsent: z.boolean(),
  notes: z.string(),
  /** When the personal fields were anonymised; null while they are held. */
  erasedAt: nullableText,
  hotlists: z.array(HotlistSummary),
  /** The console company, for the record's History (GET /api/companies/:companyId/audit/…). */
  companyId: z.number().int(),
  updated: z.string(),
  version: z.number().int(),
});
export type Customer = z.infer<typeof Customer>;

/** One of the customer's orders; `total` is a decimal string in `currency`. */
export const CustomerOrderRow = z.object({
  orderId: z.number().int(),
  key: z.string(),
  reference: z.string(),
  status: z.string(),
  bookingDate: z.string(),
  travelDate: nullableText,
  currency: Currency,
  total: z.string(),
  paid: z.string(),
  itemsSummary: z.string(),
});
export type CustomerOrderRow = z.infer<typeof CustomerOrderRow>;

/** An offer a customer saved; money as a decimal string. */
export const HotlistOffer = z.object({
  name: z.string(),
  link: z.string(),
  price: z.string().nullable(),
  currency: Currency,
  startDate: nullableText,
  endDate: nullableText,
});
export type HotlistOffer = z.infer<typeof HotlistOffer>;

export const Hotlist = HotlistSummary.extend({
  customerId: z.number().int(),
  customerKey: z.string(),
  customerName: z.string(),
  offers: z.array(HotlistOffer),
  created: z.string(),
});
export type Hotlist = z.infer<typeof Hotlist>;

/** A traveller of one of the customer's orders, as the export holds it. */
export const ExportTraveller = z.object({
  orderReference: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: nullableText,
  passportNumber: nullableText,
  passportCountry: nullableText,
  passportIssueDate: nullableText,
  passportExpiryDate: nullableText,
});

/** An order as the export holds it: the order's own copy of the contact too. */
export const ExportOrder = CustomerOrderRow.omit({ key: true }).extend({
  agent: nullableText,
  contactTitle: nullableText,
  contactFirstName: nullableText,
  contactLastName: nullableText,
  contactEmail: nullableText,
  contactPhone: nullableText,
  created: z.string(),
});

/** A note written on one of the customer's orders: who wrote it, when, and what. */
export const ExportOrderNote = z.object({
  orderReference: z.string(),
  at: z.string(),
  author: nullableText,
  body: z.string(),
});

/** One step of an order's timeline, as its page shows it; `actor` null is the booking site. */
export const ExportTimelineStep = z.object({
  orderReference: z.string(),
  at: z.string(),
  actor: nullableText,
  kind: z.string(),
  summary: z.string(),
  reason: nullableText,
});

/** Everything held about a customer (data-protection export). */
export const CustomerExport = z.object({
  exportedAt: z.string(),
  customer: Customer.omit({ hotlists: true, companyId: true }),
  orders: z.array(ExportOrder),
  travellers: z.array(ExportTraveller),
  /** Each order's notes and timeline steps (who, when, what), by order and then by time. */
  notes: z.array(ExportOrderNote),
  timeline: z.array(ExportTimelineStep),
  hotlists: z.array(Hotlist.omit({ customerKey: true, customerName: true })),
});
export type CustomerExport = z.infer<typeof CustomerExport>;
