import { eq, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  PRICING_RULE_SORTS,
  PricingRuleListQuery,
  PricingRuleRow,
} from '#contract/pricing-rules';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { pricingRules as r } from './schema';
import { ruleRowOf } from './shape';

const columns = {
  id: r.id,
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  terms: r.terms,
};

/** An application's rules, by priority unless the user sorts by name. */
const rulesList = definePagedList<
  typeof columns,
  (typeof PRICING_RULE_SORTS)[number],
  PricingRuleListQuery,
  { applicationId: number }
>({
  table: r,
  scope: (s) => eq(r.applicationId, s.applicationId),
  columns,
  search: [r.name],
  sorts: { priority: r.priority, name: sql`lower(${r.name})` },
  defaultSort: 'priority',
  tieBreaker: r.id,
});

export async function listPricingRules(
  db: Db,
  scope: { applicationId: number },
  query: PricingRuleListQuery,
): Promise<Paged<PricingRuleRow>> {
  const page = await rulesList(db, scope, query);
  return { items: page.items.map(ruleRowOf), total: page.total };
}
