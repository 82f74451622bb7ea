/**
 * The pricing engine's own shapes (issue 28, Pricing rules): plain numbers and strings, money
 * in integer minor units and percentages in basis points, so no price ever passes through a
 * float. The server (quotes) and the rule page's preview calculator both price with these.
 */

/** Days of the week as `Date.getUTCDay()` numbers them: 0 is Sunday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Dates are calendar days, YYYY-MM-DD, so they compare as text. Either end may be open. */
export type DateWindow = { readonly from: string | null; readonly to: string | null };

/** Inclusive bounds of the supplier price, minor units; either end may be open. */
export type PriceBand = { readonly minMinor: number | null; readonly maxMinor: number | null };

/** A country, or one normalised place in it (`name` null: the whole country). */
export type Destination = { readonly countryCode: string; readonly name: string | null };

/**
 * What a rule asks of an item. An empty list, a null window or band: any value matches.
 * Days of the week are those of the day travel starts.
 */
export type Conditions = {
  readonly productTypes: readonly string[];
  readonly supplierIds: readonly number[];
  readonly bookingWindow: DateWindow | null;
  readonly travelWindow: DateWindow | null;
  readonly daysOfWeek: readonly number[];
  readonly priceBand: PriceBand | null;
  readonly destinations: readonly Destination[];
  readonly linkedCompanyIds: readonly number[];
  readonly membershipLevelIds: readonly string[];
};

export type Markup =
  | { readonly kind: 'fixed'; readonly amountMinor: number }
  /** 10 % is 1000 basis points. */
  | { readonly kind: 'percent'; readonly basisPoints: number };

export type PricingRule = {
  readonly id: number;
  readonly name: string;
  /** 1 is the highest; unique in the application. */
  readonly priority: number;
  readonly enabled: boolean;
  readonly markup: Markup;
  readonly minMarkupMinor: number | null;
  readonly maxMarkupMinor: number | null;
  readonly conditions: Conditions;
};

/** One item to price, with what the rules may ask of its booking and customer. */
export type PricingItem = {
  readonly productType: string;
  readonly supplierId: number;
  readonly supplierPriceMinor: number;
  readonly bookingDate: string;
  readonly travelStart: string;
  readonly travelEnd: string;
  readonly destination: Destination | null;
  readonly linkedCompanyId: number | null;
  readonly membershipLevelId: string | null;
};

/** The answer for one item: the rule that applied (null: none) and the prices. */
export type Priced = {
  readonly rule: PricingRule | null;
  readonly priceBeforeRuleMinor: number;
  readonly markupMinor: number;
  readonly priceMinor: number;
};

export const NO_CONDITIONS: Conditions = {
  productTypes: [],
  supplierIds: [],
  bookingWindow: null,
  travelWindow: null,
  daysOfWeek: [],
  priceBand: null,
  destinations: [],
  linkedCompanyIds: [],
  membershipLevelIds: [],
};
