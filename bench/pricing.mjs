#!/usr/bin/env node
// The pricing engine (contract/pricing-engine/) on one core: item pricings per second with 500
// rules (BENCH_RULES) in the application, compiled once as a quote reuses them. Rules and items
// come from a seeded generator, so runs compare. Target (issue 28): ≥ 20,000 pricings/s.
import { tsImport } from 'tsx/esm/api';

const RULES = Number(process.env.BENCH_RULES ?? 500);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200_000);
const { compileRules, NO_CONDITIONS } = await tsImport(
  '../contract/pricing-engine/index.ts',
  import.meta.url,
);

let state = 28;
/** A seeded linear congruential generator: the same rules and items each run. */
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = (values) => values[Math.floor(random() * values.length)];
const some = (values, chance) => values.filter(() => random() < chance);

const TYPES = ['Packages', 'Accommodation', 'Flights', 'Cars', 'Transfers', 'Tickets'];
const COUNTRIES = ['ES', 'FR', 'IT', 'PT', 'GR', 'TR', 'US', 'MX', 'TH', 'AE'];
const PLACES = ['Malaga', 'Madrid', 'Nice', 'Rome', 'Lisbon', 'Crete', 'Antalya', 'Orlando'];
const day = (month, d) => `2027-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function rule(index) {
  const month = 1 + Math.floor(random() * 12);
  return {
    id: index + 1,
    name: `Rule ${index + 1}`,
    priority: index + 1,
    enabled: random() < 0.9,
    markup: { kind: 'percent', basisPoints: Math.floor(random() * 3000) },
    minMarkupMinor: null,
    maxMarkupMinor: null,
    conditions: {
      ...NO_CONDITIONS,
      productTypes: some(TYPES, 0.3),
      supplierIds: random() < 0.5 ? some([1, 2, 3, 4, 5, 6, 7, 8], 0.4) : [],
      travelWindow: random() < 0.5 ? { from: day(month, 1), to: day(month, 28) } : null,
      daysOfWeek: random() < 0.2 ? some([0, 1, 2, 3, 4, 5, 6], 0.5) : [],
      priceBand:
        random() < 0.3 ? { minMinor: Math.floor(random() * 100_000), maxMinor: null } : null,
      destinations:
        random() < 0.7
          ? [{ countryCode: pick(COUNTRIES), name: random() < 0.5 ? pick(PLACES) : null }]
          : [],
      membershipLevelIds: random() < 0.1 ? ['gold'] : [],
    },
  };
}

function item() {
  const month = 1 + Math.floor(random() * 12);
  return {
    productType: pick(TYPES),
    supplierId: 1 + Math.floor(random() * 10),
    supplierPriceMinor: Math.floor(random() * 500_000),
    bookingDate: '2026-11-28',
    travelStart: day(month, 1 + Math.floor(random() * 28)),
    travelEnd: day(month, 28),
    destination: { countryCode: pick(COUNTRIES), name: pick(PLACES) },
    linkedCompanyId: random() < 0.2 ? 1 : null,
    membershipLevelId: random() < 0.2 ? 'gold' : null,
  };
}

const rules = Array.from({ length: RULES }, (_, i) => rule(i));
const items = Array.from({ length: ITEMS }, item);

const compileStart = performance.now();
const compiled = compileRules(rules);
const compileMs = performance.now() - compileStart;

/** Prices every item once after a warm-up; answers pricings/s and how many a rule priced. */
function run(batch) {
  for (let i = 0; i < 20_000; i++) compiled.price(batch[i % batch.length]);
  let byRule = 0;
  const start = performance.now();
  for (const one of batch) if (compiled.price(one).rule) byRule++;
  const seconds = (performance.now() - start) / 1000;
  return { rate: Math.round(batch.length / seconds).toLocaleString('en'), byRule };
}

console.log(`rules: ${RULES} (compiled in ${compileMs.toFixed(1)} ms)`);
const typical = run(items);
console.log(`pricings/s: ${typical.rate} (${typical.byRule} of ${ITEMS} items priced by a rule)`);
// Travel outside every rule's window: most candidates fail late, the index's worst case.
const late = run(
  items.map((one) => ({ ...one, travelStart: '2030-01-01', travelEnd: '2030-01-08' })),
);
console.log(`pricings/s, travel outside every window: ${late.rate} (${late.byRule} by a rule)`);
