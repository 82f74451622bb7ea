import * as z from 'zod';
import { COUNTRIES, LANGUAGES, TITLES } from './constants';
import { day, freeText, INPUT_TEXT, line, MAX_INT4, numericMax } from './input';
import { MSG } from './messages';

/** The target_amount column is numeric(14, 2). */
export const TARGET_AMOUNT_MAX = numericMax(14, 2);

/** Texts the spec leaves open for users, worded once for server and client. */
export const USER_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'A user with this email already exists in this company.',
  roleRequired: 'Security role is required',
  roleUnknown: 'Choose a security role of this company.',
  titleUnknown: 'Choose a title from the list.',
  dobInvalid: 'Date of birth must be a real date as YYYY-MM-DD',
  commissionRange: 'Commission must be between 1 and 100',
  commissionStep: 'Commission goes in steps of 0.1',
  targetMin: 'Target amount cannot be negative',
  targetMax: `Target amount must be at most ${TARGET_AMOUNT_MAX.toFixed(2)}`,
  targetStep: 'Target amount has at most 2 decimals',
  countryUnknown: 'Choose a country from the list.',
  languageUnknown: 'Choose languages from the list.',
} as const;

const titleIds = TITLES.map((t) => t.id) as [number, ...number[]];
const optionalText = (max: number, text: () => z.ZodString = line) =>
  text()
    .trim()
    .max(max, MSG.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Empty (or absent) means "none": '' and null both come out as null. */
const orNone = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([schema, z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** A percentage 1–100 in steps of 0.1. */
const commission = orNone(
  z
    .number({ error: USER_TEXT.commissionRange })
    .min(1, USER_TEXT.commissionRange)
    .max(100, USER_TEXT.commissionRange)
    .multipleOf(0.1, USER_TEXT.commissionStep),
  USER_TEXT.commissionRange,
);

/** Languages of the list, comma-separated with no spaces ("english,french"), or ''. */
const languageList = new RegExp(
  `^(?:(?:${LANGUAGES.join('|')})(?:,(?:${LANGUAGES.join('|')}))*)?$`,
);

/** Everything the form may change; email only counts on create (locked on edit). */
export const UserBody = z.strictObject({
  email: line()
    .trim()
    // An empty email is only "required": the checks after it would add a second message.
    .min(1, { error: USER_TEXT.emailRequired, abort: true })
    .max(254, MSG.maxLength(254))
    .email(USER_TEXT.emailInvalid),
  firstName: line().trim().max(50, MSG.maxLength(50)),
  lastName: line().trim().max(50, MSG.maxLength(50)),
  roleId: z
    .number({ error: USER_TEXT.roleRequired })
    .int(USER_TEXT.roleRequired)
    .positive(USER_TEXT.roleRequired)
    .max(MAX_INT4, INPUT_TEXT.id),
  title: z.literal(titleIds, { error: USER_TEXT.titleUnknown }).default(0),
  jobTitle: optionalText(50),
  phone: optionalText(20),
  countryCode: orNone(
    z.string().regex(new RegExp(`^(?:${COUNTRIES.join('|')})$`), USER_TEXT.countryUnknown),
    USER_TEXT.countryUnknown,
  ),
  spokenLanguages: z.string().regex(languageList, USER_TEXT.languageUnknown).default(''),
  dob: orNone(day(USER_TEXT.dobInvalid), USER_TEXT.dobInvalid),
  commisionPercentage: commission,
  targetAmount: z
    .number()
    .min(0, USER_TEXT.targetMin)
    // Out of range is said once; the step only matters for amounts the column can hold.
    .max(TARGET_AMOUNT_MAX, { error: USER_TEXT.targetMax, abort: true })
    .multipleOf(0.01, USER_TEXT.targetStep)
    .nullish()
    .transform((v) => v ?? null),
  backOfficeReference: optionalText(50),
  biography: optionalText(1000, freeText),
  isActive: z.boolean().default(true),
});
export type UserBody = z.input<typeof UserBody>;
export type UserFields = z.output<typeof UserBody>;
