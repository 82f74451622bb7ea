import * as z from 'zod';
import { COUNTRIES, LANGUAGES, TITLES } from './constants';
import { freeText, INPUT_TEXT, line, MAX_INT4, numericMax } from './input';
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

const titleIds = TITLES.map((t) => t.id) as number[];
const optionalText = (max: number, text: () => z.ZodString = line) =>
  text()
    .trim()
    .max(max, MSG.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A real calendar date written Y-m-d. */
const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Empty means "none"; otherwise a percentage 1–100 in steps of 0.1. */
const commission = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .refine((v) => v === null || (v >= 1 && v <= 100), USER_TEXT.commissionRange)
  .refine(
    (v) => v === null || v > 100 || Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    USER_TEXT.commissionStep,
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
  title: z
    .number()
    .int()
    .refine((v) => titleIds.includes(v), USER_TEXT.titleUnknown)
    .default(0),
  jobTitle: optionalText(50),
  phone: optionalText(20),
  countryCode: line()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || (COUNTRIES as readonly string[]).includes(v),
      USER_TEXT.countryUnknown,
    ),
  spokenLanguages: line()
    .default('')
    .refine(
      (v) => v === '' || v.split(',').every((l) => (LANGUAGES as readonly string[]).includes(l)),
      USER_TEXT.languageUnknown,
    ),
  dob: line()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isDate(v), USER_TEXT.dobInvalid),
  commisionPercentage: commission,
  targetAmount: z
    .number()
    .min(0, USER_TEXT.targetMin)
    .max(TARGET_AMOUNT_MAX, USER_TEXT.targetMax)
    // Out of range is already said; the step only matters for amounts the column can hold.
    .refine(
      (v) => v > TARGET_AMOUNT_MAX || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      USER_TEXT.targetStep,
    )
    .nullish()
    .transform((v) => v ?? null),
  backOfficeReference: optionalText(50),
  biography: optionalText(1000, freeText),
  isActive: z.boolean().default(true),
});
export type UserBody = z.input<typeof UserBody>;
export type UserFields = z.output<typeof UserBody>;
