import * as z from 'zod';
import { ISO_4217 } from './currencies';
import { MARGIN_PATTERN, RATE_PATTERN } from './currex-decimal';
import { Id, line } from './input';
import { MSG } from './messages';
import { Money } from './money';
import { WEEKDAYS } from './pricing-engine/types';

export const CURREX_TEXT = {
  nameRequired: 'Name is required',
  symbolRequired: 'Symbol is required',
  unknownCode: 'Not an ISO 4217 currency code: enter three capitals such as GBP',
  codeTaken: 'This application already has this currency.',
  rateFormat: 'Enter a rate above zero such as 1.17 or 0.00523481, with at most 8 decimals',
  sellUnderBuy: 'The sell rate cannot be below the buy rate',
  baseIsCurrency: 'The base currency must differ from the currency the rate is for',
  marginFormat: 'Enter a percentage from 0 to 100 such as 2.5, with at most 4 decimals',
  hoursFormat: 'Enter hours as 09:00-17:30, or leave empty when closed',
  hoursInverted: 'The branch closes before it opens',
  notHeld: (codes: string) => `Not a currency of this application: ${codes}`,
  bandInverted: 'The band’s highest order value is below its lowest',
  bandOverlaps: (band: string) => `This band overlaps another of the same delivery type: ${band}`,
  branchAdded: 'Branch added',
  branchSaved: 'Branch saved',
  branchRemoved: 'Branch deleted',
  feeAdded: 'Delivery fee added',
  feeSaved: 'Delivery fee saved',
  feeRemoved: 'Delivery fee deleted',
  currencyAdded: 'Currency added',
  currencySaved: 'Currency saved',
  rateSaved: 'Exchange rate saved',
} as const;

/** A branch's week as its opening hours are printed: Monday to Sunday (the calendar's days). */
export const WEEKDAY_NAMES: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
export type Weekday = (typeof WEEKDAYS)[number];

export const DELIVERY_TYPES = ['Home delivery', 'Express delivery', 'Branch collection'] as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const optionalText = (max: number) => text(max).default('');

/** An ISO 4217 code (contract/currencies.ts), upper case; anything else is its field's error. */
export const CurrencyCode = z
  .string({ error: CURREX_TEXT.unknownCode })
  .regex(new RegExp(`^(?:${ISO_4217.join('|')})$`), CURREX_TEXT.unknownCode);

/** A rate as a decimal string above zero (numeric(18, 8)). */
export const Rate = z.string().max(19).regex(RATE_PATTERN, CURREX_TEXT.rateFormat);

/** A percentage from 0 to 100 with up to 4 decimals (numeric(7, 4)). */
export const Margin = z.string().max(8).regex(MARGIN_PATTERN, CURREX_TEXT.marginFormat);

// ---- Currencies -------------------------------------------------------------------------

const CurrencyEditable = z.object({
  name: text(50).min(1, CURREX_TEXT.nameRequired),
  symbol: text(5).min(1, CURREX_TEXT.symbolRequired),
  enabled: z.boolean().default(true),
  /** The application's margin on this currency, a percentage. */
  margin: Margin.default('0'),
});
export const CurrencyFields = CurrencyEditable.extend({ code: CurrencyCode });
export type CurrencyFields = z.output<typeof CurrencyFields>;
export const CurrencyCreate = CurrencyFields.strict();
export type CurrencyCreate = z.input<typeof CurrencyCreate>;
/** A currency's code is what it is: the rate history is kept under it, so it never changes. */
export const CurrencyUpdate = CurrencyEditable.extend({ version: Id }).strict();
export type CurrencyUpdate = z.input<typeof CurrencyUpdate>;
export const CurrencyEditFields = CurrencyEditable;

export const CurrencyRow = z.object({
  currencyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  enabled: z.boolean(),
  margin: z.string(),
  /** '' until a rate is entered. */
  buyRate: z.string(),
  sellRate: z.string(),
  rateUpdated: z.string().nullable(),
});
export type CurrencyRow = z.infer<typeof CurrencyRow>;

export const CurrencyRecord = CurrencyFields.extend({
  currencyId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type CurrencyRecord = z.infer<typeof CurrencyRecord>;

// ---- Exchange rates ---------------------------------------------------------------------

export const RateFields = z.object({
  /** The currency the rate converts from: 1 base buys `buyRate` of the currency. */
  baseCurrency: CurrencyCode,
  buyRate: Rate,
  sellRate: Rate,
  margin: Margin.default('0'),
});
export type RateFields = z.output<typeof RateFields>;
export const RateUpdate = RateFields.extend({ version: Id }).strict();
export type RateUpdate = z.input<typeof RateUpdate>;

/** A currency's current rate; the rate fields are '' until one is entered. */
export const RateRecord = z.object({
  currencyId: z.number().int(),
  companyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  baseCurrency: z.string(),
  buyRate: z.string(),
  sellRate: z.string(),
  margin: z.string(),
  lastUpdated: z.string().nullable(),
  version: z.number().int(),
});
export type RateRecord = z.infer<typeof RateRecord>;

export const RatePoint = z.object({
  at: z.string(),
  baseCurrency: z.string(),
  buyRate: z.string(),
  sellRate: z.string(),
  margin: z.string(),
  /** Who entered it; null for the demo's history or a removed user. */
  changedBy: z.string().nullable(),
});
export type RatePoint = z.infer<typeof RatePoint>;
/** Every change of a currency's rate, oldest first. */
export const RateHistory = z.object({ code: z.string(), items: z.array(RatePoint) });
export type RateHistory = z.infer<typeof RateHistory>;

// ---- Branches ---------------------------------------------------------------------------

/** "09:00-17:30", or '' when the branch is closed that day. */
const Hours = z
  .union([
    z.literal(''),
    line().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, CURREX_TEXT.hoursFormat),
  ])
  .default('');

export const OpeningHours = z.strictObject(
  Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, Hours])) as Record<Weekday, typeof Hours>,
);
export type OpeningHours = z.output<typeof OpeningHours>;

export const BranchFields = z.object({
  name: text(100).min(1, CURREX_TEXT.nameRequired),
  address1: optionalText(250),
  address2: optionalText(250),
  city: optionalText(50),
  state: optionalText(50),
  postcode: optionalText(20),
  countryCode: z
    .union([
      z.literal(''),
      line().regex(/^[A-Z]{2}$/, 'Enter a two-letter country code such as GB'),
    ])
    .default(''),
  phone: optionalText(20),
  openingHours: OpeningHours,
  /** Codes of the application's currencies the branch keeps notes of. */
  currencies: z.array(CurrencyCode).max(ISO_4217.length).default([]),
});
export type BranchFields = z.output<typeof BranchFields>;
export const BranchCreate = BranchFields.strict();
export type BranchCreate = z.input<typeof BranchCreate>;
export const BranchUpdate = BranchFields.extend({ version: Id }).strict();

export const BranchRow = z.object({
  branchId: z.number().int(),
  name: z.string(),
  city: z.string(),
  /** "GBP, EUR". */
  currencies: z.string(),
  /** Today's opening in a few words: "Mon–Fri 09:00-17:30" style summary. */
  openDays: z.string(),
});
export type BranchRow = z.infer<typeof BranchRow>;

export const BranchRecord = BranchFields.extend({
  branchId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type BranchRecord = z.infer<typeof BranchRecord>;

// ---- Delivery fees ----------------------------------------------------------------------

export const DeliveryFeeFields = z.object({
  deliveryType: z.enum(DELIVERY_TYPES),
  currency: CurrencyCode,
  /** The band of order values the fee applies to, both ends included. */
  minOrder: Money,
  maxOrder: Money,
  fee: Money,
});
export type DeliveryFeeFields = z.output<typeof DeliveryFeeFields>;
export const DeliveryFeeCreate = DeliveryFeeFields.strict();
export type DeliveryFeeCreate = z.input<typeof DeliveryFeeCreate>;
export const DeliveryFeeUpdate = DeliveryFeeFields.extend({ version: Id }).strict();

export const DeliveryFeeRow = DeliveryFeeFields.extend({ deliveryFeeId: z.number().int() });
export type DeliveryFeeRow = z.infer<typeof DeliveryFeeRow>;
export const DeliveryFeeRecord = DeliveryFeeRow.extend({
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type DeliveryFeeRecord = z.infer<typeof DeliveryFeeRecord>;

// ---- What booking sites read ------------------------------------------------------------

export const CurrencyFeed = z.object({
  currencies: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      symbol: z.string(),
      margin: z.string(),
      rate: z
        .object({
          baseCurrency: z.string(),
          buyRate: z.string(),
          sellRate: z.string(),
          margin: z.string(),
          lastUpdated: z.string(),
        })
        .nullable(),
    }),
  ),
  deliveryFees: z.array(DeliveryFeeFields),
  branches: z.array(BranchFields),
});
export type CurrencyFeed = z.infer<typeof CurrencyFeed>;
