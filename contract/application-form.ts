import * as z from 'zod';
import { APP_LANGUAGES, COUNTRIES } from './constants';
import { FILE_URL, Id, INPUT_TEXT, line, MAX_INT4 } from './input';
import { MSG } from './messages';

/** Texts the spec leaves open for applications, worded once for server and client. */
export const APP_TEXT = {
  nameRequired: 'Application name is required',
  nameTaken: 'An application with this name already exists.',
  subscriptionRequired: 'Subscription is required',
  regionRequired: 'Region is required',
  unknownOption: 'Choose one of the listed options.',
  emailInvalid: 'Enter a valid email address',
  logoInvalid: 'The logo must be a JPG, GIF or PNG image of at most 800 kB.',
  logoUrlInvalid: 'The logo must be an image uploaded here.',
  addDisabled: 'New sites are set up by the platform team.',
  created: 'Successfully added new application',
  updated: 'Successfully updated application',
  keyRotated: 'A new ingestion key has been issued; the old one no longer works.',
  statsUrlInvalid: 'Enter a valid web address starting with http:// or https://',
  languagesRequired: 'Choose at least one language.',
} as const;

/**
 * The catalogue of application features (spec section 6: features gate by name). Only these
 * names are stored, so a typo in the editor or an API call cannot switch on a phantom feature.
 */
export const APP_FEATURES = [
  'orders',
  'suppliers',
  'pricing-rules',
  'customers',
  'currency-exchange',
  'rules',
  'tools',
  'widgets',
] as const;
export type AppFeature = (typeof APP_FEATURES)[number];

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const email = z.union([
  z.literal(''),
  line().trim().max(100, MSG.maxLength(100)).email(APP_TEXT.emailInvalid),
]);
/**
 * Linked from the console, so only web addresses: never javascript: or data: ones. A regex,
 * not a URL parser, so the OpenAPI document states the whole rule.
 */
const HTTP_URL =
  /^(?:https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,4})?(?:[/?#]\S*)?)?$/;
const optionId = (required: string) =>
  z
    .number({ error: required })
    .int({ error: required })
    .positive({ error: required })
    .max(MAX_INT4, INPUT_TEXT.id);

/** The add and edit form (spec sections 3 and 5); '' means "not given". */
export const ApplicationBody = z.object({
  applicationName: line().trim().min(1, APP_TEXT.nameRequired).max(50, MSG.maxLength(50)),
  subscriptionId: optionId(APP_TEXT.subscriptionRequired),
  regionId: optionId(APP_TEXT.regionRequired),
  webPlatformId: Id.nullable(),
  logoUrl: line().regex(FILE_URL, APP_TEXT.logoUrlInvalid).nullable(),
  address1: text(250),
  address2: text(250),
  city: text(50),
  state: text(50),
  countryCode: z.union([z.enum(COUNTRIES), z.literal('')]),
  bookingEmailName: text(50),
  bookingEmail: email,
  bookingTelephoneName: text(150),
  bookingTelephone: text(20),
  supportEmailName: text(50),
  supportEmail: email,
  supportTelephoneName: text(150),
  supportTelephone: text(20),
  /** Only the editor changes these; a new application is active and not a demo. */
  isActive: z.boolean().optional(),
  isDemo: z.boolean().optional(),
  /** Only the editor sets these; left out, they stay as they are (a new application has none). */
  features: z.array(z.enum(APP_FEATURES, { error: APP_TEXT.unknownOption })).optional(),
  /** The languages the site is in (its texts have one each); left out, they stay as they are. */
  languages: z
    .array(z.enum(APP_LANGUAGES, { error: APP_TEXT.unknownOption }))
    .min(1, APP_TEXT.languagesRequired)
    .max(APP_LANGUAGES.length)
    .optional(),
  statsUrl: line()
    .trim()
    .max(250, MSG.maxLength(250))
    .regex(HTTP_URL, APP_TEXT.statsUrlInvalid)
    .optional(),
});
export type ApplicationBody = z.infer<typeof ApplicationBody>;
/** What an add sends: the form, and no field besides. */
export const ApplicationCreate = ApplicationBody.strict();

export const Application = ApplicationBody.extend({
  applicationId: z.number().int(),
  companyId: z.number().int(),
  region: z.string(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
  features: z.array(z.enum(APP_FEATURES)),
  languages: z.array(z.enum(APP_LANGUAGES)),
  statsUrl: z.string(),
  createdDate: z.string(),
  /** Sent back with the update: a save over someone else's newer one is refused (409). */
  version: z.number().int(),
});
export type Application = z.infer<typeof Application>;

export const ApplicationRow = z.object({
  applicationId: z.number().int(),
  applicationName: z.string(),
  logoUrl: z.string().nullable(),
  region: z.string(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
  createdDate: z.string(),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

const Option = z.object({ id: z.number().int(), name: z.string() });
export const ApplicationLookups = z.object({
  regionOptions: z.array(Option),
  subscriptionOptions: z.array(Option),
  webPlatformOptions: z.array(Option),
  languages: z.array(z.string()),
  currencies: z.array(z.string()),
  nationalities: z.array(z.string()),
});
export type ApplicationLookups = z.infer<typeof ApplicationLookups>;

/** One of the company's applications as the top bar's switcher and the palette offer it. */
export const ApplicationChoice = z.object({
  applicationId: z.number().int(),
  applicationName: z.string(),
  /** So a feature's pages are offered only where it is switched on. */
  features: z.array(z.enum(APP_FEATURES)),
});
export type ApplicationChoice = z.infer<typeof ApplicationChoice>;

/** What the session keeps about the application being worked in. */
export const ActiveApplication = z.object({
  applicationId: z.number().int(),
  applicationName: z.string(),
  features: z.array(z.string()),
  languages: z.array(z.enum(APP_LANGUAGES)),
  statsUrl: z.string().nullable(),
});
export type ActiveApplication = z.infer<typeof ActiveApplication>;
