import fc from 'fast-check';
import {
  type Conditions,
  NO_CONDITIONS,
  type PricingItem,
  type PricingRule,
} from '#contract/pricing-engine/index';

/** A rule of priority 1 with no conditions: 10 % unless told otherwise. */
export const rule = (over: Partial<PricingRule> = {}): PricingRule => ({
  id: over.id ?? over.priority ?? 1,
  name: `Rule ${over.id ?? over.priority ?? 1}`,
  priority: 1,
  enabled: true,
  markup: { kind: 'percent', basisPoints: 1000 },
  minMarkupMinor: null,
  maxMarkupMinor: null,
  conditions: NO_CONDITIONS,
  ...over,
});

export const when = (conditions: Partial<Conditions>): Conditions => ({
  ...NO_CONDITIONS,
  ...conditions,
});

/** A hotel in Málaga at 700.00, booked on Saturday 2026-11-28 for Friday 2027-06-04. */
export const ITEM: PricingItem = {
  productType: 'Accommodation',
  supplierId: 2,
  supplierPriceMinor: 70_000,
  bookingDate: '2026-11-28',
  travelStart: '2027-06-04',
  travelEnd: '2027-06-11',
  destination: { countryCode: 'ES', name: 'Málaga' },
  linkedCompanyId: null,
  membershipLevelId: null,
};

// Few values per condition, so generated rules and items often meet.
const TYPES = ['Packages', 'Accommodation', 'Flights'];
const DAYS = ['2027-01-01', '2027-03-15', '2027-06-04', '2027-09-30', '2027-12-31'];
const PLACES = [
  { countryCode: 'ES', name: 'Malaga' },
  { countryCode: 'ES', name: 'Madrid' },
  { countryCode: 'FR', name: 'Nice' },
];
const LEVELS = ['gold', 'silver'];

const some = <T>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 0, maxLength: values.length });
const window = fc.option(
  fc
    .tuple(fc.option(fc.constantFrom(...DAYS)), fc.option(fc.constantFrom(...DAYS)))
    .map(([a, b]) => (a && b && a > b ? { from: b, to: a } : { from: a, to: b })),
);

export const conditionsArb: fc.Arbitrary<Conditions> = fc.record({
  productTypes: some(TYPES),
  supplierIds: some([1, 2, 3]),
  bookingWindow: window,
  travelWindow: window,
  daysOfWeek: some([0, 1, 2, 3, 4, 5, 6]),
  priceBand: fc.option(
    fc
      .tuple(
        fc.option(fc.integer({ min: 0, max: 200_000 })),
        fc.option(fc.integer({ min: 0, max: 200_000 })),
      )
      .map(([a, b]) =>
        a !== null && b !== null && a > b
          ? { minMinor: b, maxMinor: a }
          : { minMinor: a, maxMinor: b },
      ),
  ),
  destinations: some([
    ...PLACES,
    { countryCode: 'ES', name: null },
    { countryCode: 'IT', name: null },
  ]),
  linkedCompanyIds: some([1, 2]),
  membershipLevelIds: some(LEVELS),
});

/** Up to 80 rules with distinct priorities (so over two words of the index). */
export const rulesArb: fc.Arbitrary<PricingRule[]> = fc
  .uniqueArray(
    fc.record({
      priority: fc.integer({ min: 1, max: 500 }),
      enabled: fc.boolean(),
      conditions: conditionsArb,
      percent: fc.integer({ min: 0, max: 5000 }),
    }),
    { maxLength: 80, selector: (r) => r.priority },
  )
  .map((drafts) =>
    drafts.map((d, index) =>
      rule({
        id: index + 1,
        priority: d.priority,
        enabled: d.enabled,
        conditions: d.conditions,
        markup: { kind: 'percent', basisPoints: d.percent },
      }),
    ),
  );

export const itemArb: fc.Arbitrary<PricingItem> = fc.record({
  productType: fc.constantFrom(...TYPES),
  supplierId: fc.constantFrom(1, 2, 3, 4),
  supplierPriceMinor: fc.integer({ min: 0, max: 200_000 }),
  bookingDate: fc.constantFrom(...DAYS),
  travelStart: fc.constantFrom(...DAYS),
  travelEnd: fc.constant('2028-01-01'),
  destination: fc.option(
    fc.constantFrom(
      ...PLACES,
      { countryCode: 'IT', name: 'Roma' },
      { countryCode: 'es', name: 'MÁLAGA ' },
    ),
  ),
  linkedCompanyId: fc.option(fc.constantFrom(1, 2, 3)),
  membershipLevelId: fc.option(fc.constantFrom(...LEVELS, 'bronze')),
});
