import { Dimension } from './bitset';
import { markupOf } from './markup';
import { meets, weekdayOf } from './match';
import { normaliseCountry } from './normalise';
import type { Priced, PricingItem, PricingRule } from './types';

/** Rules in the order they are tried: priority 1 first (ties, which saving refuses, by id). */
export const byPriority = (a: PricingRule, b: PricingRule) =>
  a.priority - b.priority || a.id - b.id;

/** What pricing an item reads: the enabled rules by priority and their conditions' bit sets. */
export type CompiledRules = {
  readonly rules: readonly PricingRule[];
  price(item: PricingItem): Priced;
};

/**
 * Compiles an application's rules once (a quote reuses it until a rule changes): the enabled
 * rules by priority, indexed on the conditions an item names exactly. The first candidate, in
 * priority order, whose other conditions (windows, band, places) hold is the winner.
 */
export function compileRules(all: readonly PricingRule[]): CompiledRules {
  const rules = all.filter((r) => r.enabled).sort(byPriority);
  const words = Math.max(1, Math.ceil(rules.length / 32));
  const of = <K>(values: (r: PricingRule) => readonly K[]) =>
    new Dimension<K>(words, rules.map(values));
  const productType = of((r) => r.conditions.productTypes);
  const supplier = of((r) => r.conditions.supplierIds);
  const country = of((r) => r.conditions.destinations.map((d) => normaliseCountry(d.countryCode)));
  const weekday = of((r) => r.conditions.daysOfWeek);
  const linked = of((r) => r.conditions.linkedCompanyIds);
  const level = of((r) => r.conditions.membershipLevelIds);

  function winner(item: PricingItem): PricingRule | null {
    const sets = [
      productType.rulesTaking(item.productType),
      supplier.rulesTaking(item.supplierId),
      country.rulesTaking(item.destination ? normaliseCountry(item.destination.countryCode) : null),
      weekday.rulesTaking(weekdayOf(item.travelStart)),
      linked.rulesTaking(item.linkedCompanyId),
      level.rulesTaking(item.membershipLevelId),
    ];
    for (let word = 0; word < words; word++) {
      let candidates = 0xffffffff;
      for (const set of sets) candidates &= set[word] ?? 0;
      while (candidates !== 0) {
        const lowest = candidates & -candidates;
        const rule = rules[(word << 5) + 31 - Math.clz32(lowest)];
        if (rule && meets(rule.conditions, item)) return rule;
        candidates ^= lowest;
      }
    }
    return null;
  }

  return { rules, price: (item) => priceWith(winner(item), item) };
}

/** The item's prices under a rule, or unchanged under none. */
export function priceWith(rule: PricingRule | null, item: PricingItem): Priced {
  const before = item.supplierPriceMinor;
  const markupMinor = rule ? markupOf(rule, before) : 0;
  return { rule, priceBeforeRuleMinor: before, markupMinor, priceMinor: before + markupMinor };
}
