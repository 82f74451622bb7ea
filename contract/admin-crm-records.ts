import * as z from 'zod';
import { COMPANY_STATUSES, REGISTRATION_STATUSES } from './admin-crm-forms';
import { COMPANY_TYPES, COUNTRIES } from './constants';

const Country = z.union([z.enum(COUNTRIES), z.literal('')]);

/** One row of the companies list. */
export const CrmCompanyRow = z.object({
  companyId: z.number().int(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  countryCode: Country,
  status: z.enum(COMPANY_STATUSES),
  contactName: z.string(),
  contactEmail: z.string(),
  created: z.string(),
});
export type CrmCompanyRow = z.infer<typeof CrmCompanyRow>;

/** A company as the view and edit pages read it. */
export const CrmCompany = CrmCompanyRow.extend({
  contactPhone: z.string(),
  requires2FA: z.boolean(),
  logoUrl: z.string().nullable(),
  /** The company's host admin, if it still has one. */
  hostAdmin: z
    .object({ userId: z.number().int(), fullName: z.string(), email: z.string() })
    .nullable(),
  userCount: z.number().int(),
  applicationCount: z.number().int(),
  version: z.number().int(),
});
export type CrmCompany = z.infer<typeof CrmCompany>;

/** One row of the registrations list. */
export const RegistrationRow = z.object({
  registrationId: z.number().int(),
  companyName: z.string(),
  companyType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  submissions: z.number().int(),
  /** The company it became, once converted. */
  companyId: z.number().int().nullable(),
  /** The team's follow-up notes, so the list shows where each one stands. */
  notes: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type RegistrationRow = z.infer<typeof RegistrationRow>;

/** A registration as its page reads it (pre-fills the add-company form). */
export const Registration = RegistrationRow.extend({
  phone: z.string(),
  message: z.string(),
  /** The name of the company it became, once converted. */
  linkedCompanyName: z.string().nullable(),
  version: z.number().int(),
});
export type Registration = z.infer<typeof Registration>;
