import * as z from 'zod';
import { day, freeText, Id, line } from './input';
import { MSG } from './messages';

/** The customers' and linked companies' texts the spec leaves open, worded once for both sides. */
export const CUSTOMER_TEXT = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'A customer with this email already exists in this application.',
  phoneInvalid: 'Enter a valid phone number',
  countryInvalid: 'Enter a two-letter country code, such as GB',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  dateOfBirthFuture: 'The date of birth cannot be in the future',
  linkedCompanyUnknown: 'Choose one of this application’s linked companies',
  erasedNoEdit:
    'This customer was erased for data protection; an erased customer cannot be edited.',
  added: 'Customer added',
  updated: 'Customer saved',
  erased:
    'Customer erased: their personal details are anonymised in the customer, its orders and travellers.',
  eraseTitle: 'Erase this customer?',
  eraseBody:
    'Their names, email, phone, address, date of birth and notes are anonymised in the customer record, in the contact details of every one of their orders and in those orders’ travellers (names, dates of birth and passports); their hotlists are deleted; the item descriptions, notes and reasons on those orders are cleared, and so are the values the history recorded. Money, dates, suppliers and booking references are kept. This cannot be undone.',
  exported: 'Export downloaded',
} as const;

/** Erased personal fields read this way (names), so an erased record still reads as one. */
export const ERASED_NAME = 'Erased';
/** What an erased customer's item descriptions, order notes and reasons read instead. */
export const ERASED_TEXT = 'Erased with the customer’s personal details.';

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const required = (max: number, message: string) =>
  line().trim().min(1, message).max(max, MSG.maxLength(max));

/** An email a person is reached at; '' is refused where one is required. */
export const emailField = (message: string) =>
  line()
    .trim()
    .min(1, { error: message, abort: true })
    .max(254, MSG.maxLength(254))
    .email(CUSTOMER_TEXT.emailInvalid);

export const optionalEmail = () =>
  z.union([
    z.literal(''),
    line().trim().max(254, MSG.maxLength(254)).email(CUSTOMER_TEXT.emailInvalid),
  ]);

export const phoneField = () =>
  text(20)
    .regex(/^[+\d\s().-]*$/, CUSTOMER_TEXT.phoneInvalid)
    .default('');

export const countryField = () =>
  z.union([z.literal(''), line().regex(/^[A-Z]{2}$/, CUSTOMER_TEXT.countryInvalid)]).default('');

/** The postal address fields a customer and a linked company share ('' means not given). */
export const addressFields = {
  address1: text(250).default(''),
  address2: text(250).default(''),
  city: text(50).default(''),
  state: text(50).default(''),
  postcode: text(20).default(''),
  countryCode: countryField(),
};

/**
 * A real calendar day from 1900 on, YYYY-MM-DD; '' when not given. That it is not in the future
 * depends on the day of the request, so the server checks it as a rule (customers/store.ts).
 */
const dateOfBirth = z.union([
  z.literal(''),
  day(CUSTOMER_TEXT.dateInvalid).regex(/^(?:19|[2-9]\d)/, CUSTOMER_TEXT.dateInvalid),
]);

/** The fields an add and an edit of a customer share. */
export const CustomerFields = z.object({
  title: text(10).default(''),
  firstName: required(50, CUSTOMER_TEXT.firstNameRequired),
  lastName: required(50, CUSTOMER_TEXT.lastNameRequired),
  email: emailField(CUSTOMER_TEXT.emailRequired),
  phone: phoneField(),
  ...addressFields,
  dateOfBirth: dateOfBirth.default(''),
  /** The application's linked (B2B) company the customer books for; null for none. */
  linkedCompanyId: Id.nullable().default(null),
  membershipLevel: text(50).default(''),
  marketingConsent: z.boolean().default(false),
  notes: freeText().trim().max(2000, MSG.maxLength(2000)).default(''),
});
export type CustomerFields = z.output<typeof CustomerFields>;

export const CustomerCreate = CustomerFields.strict();
export type CustomerCreate = z.input<typeof CustomerCreate>;

export const CustomerUpdate = CustomerFields.extend({ version: Id }).strict();
export type CustomerUpdate = z.input<typeof CustomerUpdate>;
