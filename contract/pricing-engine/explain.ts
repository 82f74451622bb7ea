import { byPriority, priceWith } from './compile';
import { misses } from './match';
import type { Priced, PricingItem, PricingRule } from './types';

export type RuleOutcome = {
  readonly rule: PricingRule;
  readonly applies: boolean;
  /** Why it did not apply: disabled, a condition the item fails, or a higher rule won. */
  readonly reasons: readonly string[];
};

export type Explanation = Priced & { readonly outcomes: readonly RuleOutcome[] };

/**
 * The preview calculator's answer: every rule in priority order with why it did or did not
 * apply, and the price. Reads every rule (a sample, not a quote), so it takes the same rule the
 * compiled index does: the first enabled one whose conditions all hold.
 */
export function explain(all: readonly PricingRule[], item: PricingItem): Explanation {
  let won: PricingRule | null = null;
  const outcomes = [...all].sort(byPriority).map((rule): RuleOutcome => {
    const failed = misses(rule.conditions, item);
    if (!rule.enabled) return { rule, applies: false, reasons: ['Disabled', ...failed] };
    if (failed.length > 0) return { rule, applies: false, reasons: failed };
    if (won) {
      const by = `${won.name} (priority ${won.priority}) applies first`;
      return { rule, applies: false, reasons: [by] };
    }
    won = rule;
    return { rule, applies: true, reasons: [] };
  });
  return { ...priceWith(won, item), outcomes };
}
