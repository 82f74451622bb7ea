import { fromMinor } from '../money';
import { normaliseCountry, normalisePlace } from './normalise';
import {
  type Conditions,
  type DateWindow,
  type Destination,
  type PricingItem,
  WEEKDAYS,
} from './types';

/** The weekday travel starts on (0 is Sunday), from its YYYY-MM-DD. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const list = (values: readonly (string | number)[]) => values.join(', ');

/** Why a day is outside a window, or null when it is inside. */
function outside(what: string, date: string, window: DateWindow | null): string | null {
  if (!window) return null;
  if (window.from !== null && date < window.from) {
    return `${what} ${date}, before the window opens on ${window.from}`;
  }
  if (window.to !== null && date > window.to) {
    return `${what} ${date}, after the window closes on ${window.to}`;
  }
  return null;
}

/** Whether a rule's destination takes the item's: the same country, and place if it names one. */
export function destinationTakes(rule: Destination, item: Destination): boolean {
  if (normaliseCountry(rule.countryCode) !== normaliseCountry(item.countryCode)) return false;
  return rule.name === null || normalisePlace(rule.name) === normalisePlace(item.name ?? '');
}

const placeText = (d: Destination) =>
  d.name === null ? d.countryCode : `${d.name} (${d.countryCode})`;

type Check = (c: Conditions, item: PricingItem) => string | null;

/** Each condition, in the order the explanation reads them: null when the item meets it. */
const CHECKS: readonly Check[] = [
  (c, item) =>
    c.productTypes.length === 0 || c.productTypes.includes(item.productType)
      ? null
      : `Product type ${item.productType} is not one of ${list(c.productTypes)}`,
  (c, item) =>
    c.supplierIds.length === 0 || c.supplierIds.includes(item.supplierId)
      ? null
      : `Supplier ${item.supplierId} is not one of ${list(c.supplierIds)}`,
  (c, item) => outside('Booked', item.bookingDate, c.bookingWindow),
  (c, item) => outside('Travel starts', item.travelStart, c.travelWindow),
  (c, item) => {
    if (c.daysOfWeek.length === 0) return null;
    const day = weekdayOf(item.travelStart);
    if (c.daysOfWeek.includes(day)) return null;
    const days = c.daysOfWeek.map((d) => WEEKDAYS[d] ?? String(d));
    return `Travel starts on a ${WEEKDAYS[day]}; the rule is for ${list(days)}`;
  },
  (c, item) => {
    const band = c.priceBand;
    if (!band) return null;
    const price = item.supplierPriceMinor;
    if (band.minMinor !== null && price < band.minMinor) {
      return `Supplier price ${fromMinor(price)} is below the band's ${fromMinor(band.minMinor)}`;
    }
    if (band.maxMinor !== null && price > band.maxMinor) {
      return `Supplier price ${fromMinor(price)} is above the band's ${fromMinor(band.maxMinor)}`;
    }
    return null;
  },
  (c, item) => {
    if (c.destinations.length === 0) return null;
    const places = list(c.destinations.map(placeText));
    const to = item.destination;
    if (!to) return `No destination; the rule is for ${places}`;
    return c.destinations.some((d) => destinationTakes(d, to))
      ? null
      : `Destination ${placeText(to)} is not one of ${places}`;
  },
  (c, item) => {
    if (c.linkedCompanyIds.length === 0) return null;
    const wanted = list(c.linkedCompanyIds);
    if (item.linkedCompanyId === null) return `No linked company; the rule is for ${wanted}`;
    return c.linkedCompanyIds.includes(item.linkedCompanyId)
      ? null
      : `Linked company ${item.linkedCompanyId} is not one of ${wanted}`;
  },
  (c, item) => {
    if (c.membershipLevelIds.length === 0) return null;
    const wanted = list(c.membershipLevelIds);
    if (item.membershipLevelId === null) return `No membership level; the rule is for ${wanted}`;
    return c.membershipLevelIds.includes(item.membershipLevelId)
      ? null
      : `Membership level ${item.membershipLevelId} is not one of ${wanted}`;
  },
];

/** Every condition the item fails, in words; empty when the rule's conditions all hold. */
export function misses(c: Conditions, item: PricingItem): string[] {
  const reasons: string[] = [];
  for (const check of CHECKS) {
    const reason = check(c, item);
    if (reason !== null) reasons.push(reason);
  }
  return reasons;
}

/** Whether every condition holds; stops at the first that does not. */
export function meets(c: Conditions, item: PricingItem): boolean {
  for (const check of CHECKS) if (check(c, item) !== null) return false;
  return true;
}
