import { toMinor } from '#contract/money';
import {
  MAX_PERCENT_BASIS_POINTS,
  PRICING_TEXT,
  type PricingRuleFields,
} from '#contract/pricing-rules';
import { type FieldErrors, formError } from '#server/kit/index';

const after = (from: string, to: string) => from !== '' && to !== '' && to < from;
const above = (low: string, high: string) =>
  low !== '' && high !== '' && (toMinor(high) ?? 0) < (toMinor(low) ?? 0);

/**
 * The rules across a rule's fields (issue 28, bad input): no negative mark-up (a price never
 * falls below the supplier price), a percentage within reason, a minimum not above the maximum,
 * no window that ends before it starts, no travel window over before bookings open (nobody
 * could book a trip it matches), no band upside down. Refused as the fields' errors.
 */
export function checkRule(f: PricingRuleFields): void {
  const errors: FieldErrors = {};
  if (f.markupValue.startsWith('-')) errors.markupValue = [PRICING_TEXT.markupNegative];
  else if (f.markupKind === 'percent' && (toMinor(f.markupValue) ?? 0) > MAX_PERCENT_BASIS_POINTS) {
    errors.markupValue = [PRICING_TEXT.percentTooLarge];
  }
  if (above(f.minMarkup, f.maxMarkup)) errors.maxMarkup = [PRICING_TEXT.minAboveMax];
  if (after(f.bookingFrom, f.bookingTo)) errors.bookingTo = [PRICING_TEXT.windowInverted];
  if (after(f.travelFrom, f.travelTo)) errors.travelTo = [PRICING_TEXT.windowInverted];
  else if (after(f.bookingFrom, f.travelTo)) errors.travelTo = [PRICING_TEXT.travelBeforeBooking];
  if (above(f.priceMin, f.priceMax)) errors.priceMax = [PRICING_TEXT.bandInverted];
  if (Object.keys(errors).length > 0) throw formError(errors);
}

/** The same rule without repeats in its lists, so conditions compare as sets. */
export function withoutRepeats(f: PricingRuleFields): PricingRuleFields {
  const once = <T>(values: readonly T[]) => [...new Set(values)];
  const places = new Map(
    f.destinations.map((d) => [`${d.countryCode}:${d.name.toLowerCase()}`, d]),
  );
  return {
    ...f,
    productTypes: once(f.productTypes),
    supplierIds: once(f.supplierIds),
    daysOfWeek: once(f.daysOfWeek),
    destinations: [...places.values()],
    linkedCompanyIds: once(f.linkedCompanyIds),
    membershipLevelIds: once(f.membershipLevelIds),
  };
}
