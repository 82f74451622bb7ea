import * as z from 'zod';
import { IngestDate } from './ingest-order';
import { line } from './input';
import { Currency, Money } from './money';

/*
 * One customer as a booking site sends it, with its hotlists (issue 18). Idempotent by email
 * within the application; a field left out keeps what the console holds.
 */

export const CUSTOMER_LIMITS = {
  title: 10,
  name: 50,
  email: 254,
  phone: 20,
  address: 250,
  city: 50,
  state: 50,
  postcode: 20,
  membershipLevel: 50,
  hotlists: 20,
  hotlistName: 100,
  offers: 100,
  offerName: 200,
  link: 2000,
} as const;
const L = CUSTOMER_LIMITS;

const day = IngestDate;
const optionalText = (max: number) => line().trim().max(max).optional();

export const HotlistOfferInput = z
  .strictObject({
    name: line().trim().min(1).max(L.offerName),
    link: line()
      .max(L.link)
      .pipe(z.url({ protocol: /^https?$/ })),
    price: Money,
    currency: Currency,
    startDate: day.optional(),
    endDate: day.optional(),
  })
  .refine((o) => !o.startDate || !o.endDate || o.endDate >= o.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  });

export const HotlistInput = z.strictObject({
  name: line().trim().min(1).max(L.hotlistName),
  offers: z.array(HotlistOfferInput).max(L.offers),
});

export const IngestCustomer = z
  .strictObject({
    email: z.email().max(L.email),
    title: optionalText(L.title),
    firstName: optionalText(L.name),
    lastName: optionalText(L.name),
    phone: optionalText(L.phone),
    address1: optionalText(L.address),
    address2: optionalText(L.address),
    city: optionalText(L.city),
    state: optionalText(L.state),
    postcode: optionalText(L.postcode),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Enter a two-letter ISO 3166 country code')
      .optional(),
    dateOfBirth: day.optional(),
    marketingConsent: z.boolean().optional(),
    membershipLevel: optionalText(L.membershipLevel),
    hotlists: z.array(HotlistInput).max(L.hotlists).default([]),
  })
  .refine((c) => new Set(c.hotlists.map((h) => h.name.toLowerCase())).size === c.hotlists.length, {
    message: 'Two hotlists have the same name',
    path: ['hotlists'],
  });
export type IngestCustomer = z.infer<typeof IngestCustomer>;
