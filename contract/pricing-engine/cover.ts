import { byPriority } from './compile';
import { destinationTakes } from './match';
import type { Conditions, DateWindow, PriceBand, PricingRule } from './types';

/** A list condition covers another when it asks nothing, or everything the other takes. */
function listCovers<T>(wide: readonly T[], narrow: readonly T[]): boolean {
  return wide.length === 0 || (narrow.length > 0 && narrow.every((v) => wide.includes(v)));
}

type Bounds = { lo: string | number | null; hi: string | number | null };

/** An interval covers another when neither of its ends is inside the other's. */
function boundsCover(wide: Bounds | null, narrow: Bounds | null): boolean {
  if (!wide) return true;
  const lo = narrow?.lo ?? null;
  const hi = narrow?.hi ?? null;
  const loOk = wide.lo === null || (lo !== null && lo >= wide.lo);
  const hiOk = wide.hi === null || (hi !== null && hi <= wide.hi);
  return loOk && hiOk;
}

const dates = (w: DateWindow | null): Bounds | null => w && { lo: w.from, hi: w.to };
const band = (b: PriceBand | null): Bounds | null => b && { lo: b.minMinor, hi: b.maxMinor };

/** Whether every item `narrow` matches is matched by `wide` too. */
export function covers(wide: Conditions, narrow: Conditions): boolean {
  return (
    listCovers(wide.productTypes, narrow.productTypes) &&
    listCovers(wide.supplierIds, narrow.supplierIds) &&
    boundsCover(dates(wide.bookingWindow), dates(narrow.bookingWindow)) &&
    boundsCover(dates(wide.travelWindow), dates(narrow.travelWindow)) &&
    listCovers(wide.daysOfWeek, narrow.daysOfWeek) &&
    boundsCover(band(wide.priceBand), band(narrow.priceBand)) &&
    (wide.destinations.length === 0 ||
      (narrow.destinations.length > 0 &&
        narrow.destinations.every((n) => wide.destinations.some((w) => destinationTakes(w, n))))) &&
    listCovers(wide.linkedCompanyIds, narrow.linkedCompanyIds) &&
    listCovers(wide.membershipLevelIds, narrow.membershipLevelIds)
  );
}

/**
 * The enabled rule of higher priority that matches everything `rule` matches, so `rule` can
 * never win; null when there is none. One rule at a time: a rule hidden only by several others
 * together is not found.
 */
export function outrankedBy(all: readonly PricingRule[], rule: PricingRule): PricingRule | null {
  const higher = all
    .filter((r) => r.enabled && r.id !== rule.id && r.priority < rule.priority)
    .sort(byPriority);
  return higher.find((r) => covers(r.conditions, rule.conditions)) ?? null;
}

/** The warning saving a rule gives when it can never win. */
export const neverWinsText = (by: PricingRule) =>
  `This rule can never apply: ${by.name} (priority ${by.priority}) matches everything it matches.`;
