import { PRICING_TEXT } from '#contract/pricing-rules';
import { reorderOf } from '#server/kit/renumber';
import { touchRules } from './ruleset';
import { pricingRules } from './schema';

/** Renumbers the application's pricing rules in the order sent (server/kit/renumber.ts). */
export const reorderRules = reorderOf({
  table: pricingRules,
  rank: { column: pricingRules.priority, name: 'priority' },
  lock: touchRules,
  orderChanged: PRICING_TEXT.orderChanged,
  area: 'pricingRules',
});
