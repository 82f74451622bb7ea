import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Conditions,
  compileRules,
  explain,
  outrankedBy,
  type PricingItem,
  type PricingRule,
} from '#contract/pricing-engine/index';
import { conditionsArb, ITEM, itemArb, rule, rulesArb, when } from './pricing-engine.fixtures';

const priceOf = (rules: PricingRule[], item: PricingItem = ITEM) => compileRules(rules).price(item);

describe('the price', () => {
  it('is 770.00 for 10 % on 700.00', () => {
    const priced = priceOf([rule()]);
    expect(priced).toMatchObject({ priceBeforeRuleMinor: 70_000, priceMinor: 77_000 });
  });

  it('rounds half-up to two decimals', () => {
    // 12.5 % of 0.99 is 0.12375 → 0.12; of 1.00 is 0.125 → 0.13.
    const r = rule({ markup: { kind: 'percent', basisPoints: 1250 } });
    expect(priceOf([r], { ...ITEM, supplierPriceMinor: 99 }).priceMinor).toBe(111);
    expect(priceOf([r], { ...ITEM, supplierPriceMinor: 100 }).priceMinor).toBe(113);
  });

  it('keeps a fixed mark-up and the minimum and maximum', () => {
    expect(priceOf([rule({ markup: { kind: 'fixed', amountMinor: 2500 } })]).priceMinor).toBe(
      72_500,
    );
    expect(priceOf([rule({ minMarkupMinor: 10_000 })]).priceMinor).toBe(80_000);
    expect(priceOf([rule({ maxMarkupMinor: 5_000 })]).priceMinor).toBe(75_000);
  });

  it('never falls below the supplier price', () => {
    const r = rule({ markup: { kind: 'fixed', amountMinor: -90_000 } });
    expect(priceOf([r]).priceMinor).toBe(70_000);
  });

  it('is exact for a large price at a large percentage', () => {
    const r = rule({ markup: { kind: 'percent', basisPoints: 100_000 } });
    const priced = priceOf([r], { ...ITEM, supplierPriceMinor: 99_999_999_999 });
    expect(priced.priceMinor).toBe(1_099_999_999_989);
  });

  it('is unchanged when no enabled rule matches', () => {
    const priced = priceOf([
      rule({ enabled: false }),
      rule({ id: 2, priority: 2, conditions: when({ productTypes: ['Flights'] }) }),
    ]);
    expect(priced).toMatchObject({ rule: null, priceMinor: 70_000 });
  });
});

describe('the winner', () => {
  it('is the matching enabled rule of the highest priority', () => {
    const rules = [
      rule({ id: 1, priority: 1, enabled: false }),
      rule({ id: 2, priority: 2, conditions: when({ productTypes: ['Flights'] }) }),
      rule({
        id: 3,
        priority: 3,
        conditions: when({ destinations: [{ countryCode: 'ES', name: 'malaga' }] }),
      }),
      rule({ id: 4, priority: 4 }),
    ];
    expect(priceOf(rules).rule?.id).toBe(3);
  });

  it('is always the first enabled rule, by priority, whose conditions all hold', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(itemArb, { minLength: 1, maxLength: 10 }), (rules, items) => {
        const compiled = compileRules(rules);
        for (const item of items) {
          expect(compiled.price(item).rule?.id ?? null).toBe(oracle(rules, item));
          expect(explain(rules, item).rule?.id ?? null).toBe(oracle(rules, item));
        }
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});

describe('the explanation', () => {
  it('says why each other rule did not apply', () => {
    const rules = [
      rule({
        id: 1,
        name: 'Flights',
        priority: 1,
        conditions: when({ productTypes: ['Flights'] }),
      }),
      rule({
        id: 2,
        name: 'Spain',
        priority: 2,
        conditions: when({ destinations: [{ countryCode: 'ES', name: null }] }),
      }),
      rule({ id: 3, name: 'Weekends', priority: 3, conditions: when({ daysOfWeek: [0, 6] }) }),
      rule({ id: 4, name: 'Everything', priority: 4 }),
      rule({ id: 5, name: 'Off', priority: 5, enabled: false }),
    ];
    const { outcomes, priceMinor } = explain(rules, ITEM);
    expect(priceMinor).toBe(77_000);
    expect(outcomes.map((o) => [o.rule.name, o.applies, o.reasons])).toEqual([
      ['Flights', false, ['Product type Accommodation is not one of Flights']],
      ['Spain', true, []],
      ['Weekends', false, ['Travel starts on a Friday; the rule is for Sunday, Saturday']],
      ['Everything', false, ['Spain (priority 2) applies first']],
      ['Off', false, ['Disabled']],
    ]);
  });
});

describe('a rule that can never win', () => {
  it('is found behind a higher rule that matches everything it matches', () => {
    const spain = rule({
      id: 1,
      priority: 1,
      conditions: when({ destinations: [{ countryCode: 'ES', name: null }] }),
    });
    const malaga = rule({
      id: 2,
      priority: 2,
      conditions: when({
        destinations: [{ countryCode: 'ES', name: 'Malaga' }],
        productTypes: ['Accommodation'],
      }),
    });
    expect(outrankedBy([spain, malaga], malaga)?.id).toBe(1);
    expect(outrankedBy([spain, malaga], spain)).toBeNull();
    expect(outrankedBy([{ ...spain, enabled: false }, malaga], malaga)).toBeNull();
  });

  it('is never said of a rule some item would get (checked against the oracle)', () => {
    fc.assert(
      fc.property(rulesArb, conditionsArb, itemArb, (rules, conditions, item) => {
        const mine = rule({ id: 999, priority: 501, conditions });
        const by = outrankedBy(rules, mine);
        // Whatever the item, if `mine` matches it, the rule said to hide it does too.
        if (by && holds(mine.conditions, item)) expect(holds(by.conditions, item)).toBe(true);
      }),
      { seed: 29, numRuns: 500 },
    );
  });
});

/** The naive pricing, written apart from the engine: every rule, in priority order. */
function oracle(rules: readonly PricingRule[], item: PricingItem): number | null {
  const sorted = [...rules].sort((a, b) => a.priority - b.priority);
  return sorted.find((r) => r.enabled && holds(r.conditions, item))?.id ?? null;
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function holds(c: Conditions, item: PricingItem): boolean {
  const anyOr = <T>(list: readonly T[], value: T | null) =>
    list.length === 0 || (value !== null && list.includes(value));
  const inside = (w: Conditions['travelWindow'], d: string) =>
    !w || ((w.from === null || d >= w.from) && (w.to === null || d <= w.to));
  const day = new Date(`${item.travelStart}T12:00:00Z`).getUTCDay();
  const p = item.supplierPriceMinor;
  const band = c.priceBand;
  const to = item.destination;
  return (
    anyOr(c.productTypes, item.productType) &&
    anyOr(c.supplierIds, item.supplierId) &&
    inside(c.bookingWindow, item.bookingDate) &&
    inside(c.travelWindow, item.travelStart) &&
    anyOr(c.daysOfWeek, day) &&
    (!band ||
      ((band.minMinor === null || p >= band.minMinor) &&
        (band.maxMinor === null || p <= band.maxMinor))) &&
    (c.destinations.length === 0 ||
      (to !== null &&
        c.destinations.some(
          (d) =>
            d.countryCode.toUpperCase() === to.countryCode.toUpperCase() &&
            (d.name === null || plain(d.name) === plain(to.name ?? '')),
        ))) &&
    anyOr(c.linkedCompanyIds, item.linkedCompanyId) &&
    anyOr(c.membershipLevelIds, item.membershipLevelId)
  );
}
