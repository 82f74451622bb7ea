import * as z from 'zod';
import { COUNTRIES } from './constants';
import { day, Id, int4, intParam, line, MAX_INT4 } from './input';
import { MSG } from './messages';
import { Money, toMinor } from './money';
import {
  type Conditions,
  type DateWindow,
  type PricingRule as EngineRule,
  WEEKDAYS,
} from './pricing-engine/index';
import { PRODUCT_TYPES } from './supplier-records';

/** The highest priority number a rule may take; 1 is the highest priority. */
export const MAX_PRIORITY = 9999;
/** An application's rules are compiled and explained whole: this many at most. */
export const MAX_RULES = 1000;
/** A picker shows this many normalised locations at a time: type more to narrow them. */
export const MAX_DESTINATIONS_PAGE = 20;
/** 1,000 % as basis points: a mark-up beyond is a typing slip, not a price. */
export const MAX_PERCENT_BASIS_POINTS = 100_000;

export const MARKUP_KINDS = ['percent', 'fixed'] as const;

export const PRICING_TEXT = {
  nameRequired: 'Rule name is required',
  priorityTaken: 'Another rule of this application has this priority.',
  tooMany: `An application has at most ${MAX_RULES} pricing rules.`,
  markupFormat: 'Enter a number with at most two decimals, such as 10 or 12.50',
  markupNegative: 'A mark-up cannot be negative: a price never falls below the supplier price',
  percentTooLarge: 'A percentage mark-up is at most 1000 %',
  minAboveMax: 'The minimum mark-up is above the maximum',
  windowInverted: 'The window ends before it starts',
  travelBeforeBooking:
    'The travel window ends before the booking window opens: no booking could match',
  bandInverted: 'The band’s highest price is below its lowest',
  orderChanged: 'The rules changed since the list was read; reload it and try again.',
  added: 'Pricing rule added',
  updated: 'Pricing rule saved',
  removed: 'Pricing rule deleted',
  reordered: 'Priorities saved',
  unknownDestination: 'Unknown destination: pick a normalised location of the country',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
/** '' is "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).default('');
const unique = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

export const RuleDestination = z.strictObject({
  countryCode: z.enum(COUNTRIES),
  /** A normalised place in the country; '' for the whole country. */
  name: text(100).default(''),
});

/** The destinations picker's query: a page of normalised locations of the rules' countries. */
export const DestinationQuery = z.object({
  page: intParam(1, MAX_INT4).default(1),
  pageSize: intParam(1, MAX_DESTINATIONS_PAGE).default(MAX_DESTINATIONS_PAGE),
  /** Matches the name without regard to case, accents or spacing ('malaga' finds Málaga). */
  search: line().trim().max(100).optional(),
  countryCode: z.enum(COUNTRIES).optional(),
});
export type DestinationQuery = z.input<typeof DestinationQuery>;

/** A normalised location a rule's destination may name. */
export const DestinationOption = z.object({ countryCode: z.string(), name: z.string() });
export type DestinationOption = z.infer<typeof DestinationOption>;

export const PricingRuleFields = z.object({
  name: text(100).min(1, PRICING_TEXT.nameRequired),
  priority: int4(1, MAX_PRIORITY),
  enabled: z.boolean().default(true),
  markupKind: z.enum(MARKUP_KINDS),
  /** A percentage ("10" is 10 %) or an amount in the item's currency ("25.00"). */
  markupValue: z
    .string()
    .max(14)
    .regex(/^-?\d{1,9}(?:\.\d{1,2})?$/, PRICING_TEXT.markupFormat),
  minMarkup: optional(Money),
  maxMarkup: optional(Money),
  productTypes: unique(z.enum(PRODUCT_TYPES), PRODUCT_TYPES.length),
  supplierIds: unique(Id, 100),
  bookingFrom: optional(day()),
  bookingTo: optional(day()),
  travelFrom: optional(day()),
  travelTo: optional(day()),
  /** Of the day travel starts. */
  daysOfWeek: unique(z.enum(WEEKDAYS), 7),
  priceMin: optional(Money),
  priceMax: optional(Money),
  destinations: unique(RuleDestination, 100),
  linkedCompanyIds: unique(Id, 100),
  membershipLevelIds: unique(text(50).min(1), 50),
});
export type PricingRuleFields = z.output<typeof PricingRuleFields>;

/** A rule's conditions and limits when none is set: it matches every item, unbounded. */
export const noConditions = (): Omit<
  PricingRuleFields,
  'name' | 'priority' | 'markupKind' | 'markupValue'
> => ({
  enabled: true,
  minMarkup: '',
  maxMarkup: '',
  productTypes: [],
  supplierIds: [],
  bookingFrom: '',
  bookingTo: '',
  travelFrom: '',
  travelTo: '',
  daysOfWeek: [],
  priceMin: '',
  priceMax: '',
  destinations: [],
  linkedCompanyIds: [],
  membershipLevelIds: [],
});
export const PricingRuleCreate = PricingRuleFields.strict();
export type PricingRuleCreate = z.input<typeof PricingRuleCreate>;
export const PricingRuleUpdate = PricingRuleFields.extend({ version: Id }).strict();
export type PricingRuleUpdate = z.input<typeof PricingRuleUpdate>;

export const PricingRuleRow = z.object({
  pricingRuleId: z.number().int(),
  priority: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** "10 %" or "25.00". */
  markup: z.string(),
  /** The conditions in a few words ("Accommodation; ES") or "Every item". */
  conditions: z.string(),
});
export type PricingRuleRow = z.infer<typeof PricingRuleRow>;

export const PricingRule = PricingRuleFields.extend({
  pricingRuleId: z.number().int(),
  /** The console company, for the record's History. */
  companyId: z.number().int(),
  /** Set when a higher-priority rule matches everything this one matches. */
  warning: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type PricingRule = z.infer<typeof PricingRule>;

/** What a save answers beside the record: whether the rule can ever apply. */
export const Saved = z.object({ pricingRuleId: z.number().int(), warning: z.string().nullable() });

/** Every rule of the application in priority order: the preview calculator and reordering. */
export const Ruleset = z.object({ items: z.array(PricingRule) });

export const Reorder = z.strictObject({
  /** Every rule of the application, highest priority first. */
  pricingRuleIds: z.array(Id).min(1).max(MAX_RULES),
});

const minorOr = (amount: string) => (amount === '' ? null : (toMinor(amount) ?? 0));
const windowOf = (from: string, to: string): DateWindow | null =>
  from === '' && to === '' ? null : { from: from || null, to: to || null };

/** A stored or sent rule as the engine reads it; the fields have passed the contract. */
export function engineRule(
  id: number,
  f: Omit<PricingRuleFields, 'name'> & { name: string },
): EngineRule {
  const value = Math.abs(minorOr(f.markupValue.replace(/^-/, '')) ?? 0);
  const signed = f.markupValue.startsWith('-') ? -value : value;
  const conditions: Conditions = {
    productTypes: f.productTypes,
    supplierIds: f.supplierIds,
    bookingWindow: windowOf(f.bookingFrom, f.bookingTo),
    travelWindow: windowOf(f.travelFrom, f.travelTo),
    daysOfWeek: f.daysOfWeek.map((d) => WEEKDAYS.indexOf(d)),
    priceBand:
      f.priceMin === '' && f.priceMax === ''
        ? null
        : { minMinor: minorOr(f.priceMin), maxMinor: minorOr(f.priceMax) },
    destinations: f.destinations.map((d) => ({
      countryCode: d.countryCode,
      name: d.name === '' ? null : d.name,
    })),
    linkedCompanyIds: f.linkedCompanyIds,
    membershipLevelIds: f.membershipLevelIds,
  };
  return {
    id,
    name: f.name,
    priority: f.priority,
    enabled: f.enabled,
    // The same digits as minor units are the percentage as basis points: "12.50" → 1250.
    markup:
      f.markupKind === 'percent'
        ? { kind: 'percent', basisPoints: signed }
        : { kind: 'fixed', amountMinor: signed },
    minMarkupMinor: minorOr(f.minMarkup),
    maxMarkupMinor: minorOr(f.maxMarkup),
    conditions,
  };
}
