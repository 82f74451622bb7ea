import * as z from 'zod';
import { COMPANY_TYPES, COUNTRIES } from './constants';
import { freeText, Id, line } from './input';
import { MSG } from './messages';

/** A company's standing in the CRM; a Closed company is kept (it is referenced), never deleted. */
export const COMPANY_STATUSES = ['Active', 'Suspended', 'Closed'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Where the platform team stands with a registration of interest. */
export const REGISTRATION_STATUSES = ['new', 'contacted', 'converted', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_NOTES_MAX = 2000;

/** Texts of the CRM the spec leaves open, worded once for server and client. */
export const CRM_TEXT = {
  nameRequired: 'Company name is required',
  nameTaken: 'A company with this name already exists.',
  contactEmailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  registrationUnknown: 'This registration no longer exists.',
  registrationConverted: 'This registration has already become a company.',
  companyCreated: 'Company added; its host admin has been invited by email.',
  companyUpdated: 'Company saved',
  registrationUpdated: 'Registration saved',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const required = (max: number, message: string) =>
  line().trim().min(1, message).max(max, MSG.maxLength(max));
const email = (max: number) => line().trim().max(max, MSG.maxLength(max));

/** The company fields an add and an edit share; '' means "not given". */
export const CrmCompanyFields = z.object({
  name: required(100, CRM_TEXT.nameRequired),
  type: z.enum(COMPANY_TYPES),
  countryCode: z.enum(COUNTRIES),
  contactName: text(100).default(''),
  contactEmail: z
    .union([z.literal(''), email(254).email(CRM_TEXT.contactEmailInvalid)])
    .default(''),
  contactPhone: text(20)
    .regex(/^[+\d\s().-]*$/, CRM_TEXT.phoneInvalid)
    .default(''),
  requires2FA: z.boolean().default(false),
  status: z.enum(COMPANY_STATUSES).default('Active'),
});

/** The person who runs the new company: invited by email, given the Admin role. */
export const HostAdminFields = z.strictObject({
  firstName: required(50, CRM_TEXT.firstNameRequired),
  lastName: required(50, CRM_TEXT.lastNameRequired),
  email: line()
    .trim()
    .min(1, { error: CRM_TEXT.emailRequired, abort: true })
    .max(254, MSG.maxLength(254))
    .email(CRM_TEXT.contactEmailInvalid),
});

/** Add a company: its record, its host admin and, when made from one, the registration. */
export const CrmCompanyCreate = CrmCompanyFields.extend({
  hostAdmin: HostAdminFields,
  registrationId: Id.optional(),
}).strict();
export type CrmCompanyCreate = z.input<typeof CrmCompanyCreate>;
export type CrmCompanyCreateFields = z.output<typeof CrmCompanyCreate>;

/** Edit a company: the same fields and the version the editor read. */
export const CrmCompanyUpdate = CrmCompanyFields.extend({ version: Id }).strict();
export type CrmCompanyUpdate = z.input<typeof CrmCompanyUpdate>;
export type CrmCompanyUpdateFields = z.output<typeof CrmCompanyUpdate>;

/** The follow-up of a registration: its status and the team's notes. */
export const RegistrationUpdate = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES),
  notes: freeText()
    .trim()
    .max(REGISTRATION_NOTES_MAX, MSG.maxLength(REGISTRATION_NOTES_MAX))
    .default(''),
  version: Id,
});
export type RegistrationUpdate = z.input<typeof RegistrationUpdate>;
