import { noConditions, type PricingRuleFields } from '#contract/pricing-rules';
import type { Tx } from '#server/db/tx';
import { pricingRuleSets, pricingRules } from './schema';
import { columnsOf } from './shape';

const NONE = noConditions();

/** Rules a newcomer recognises: a members' deal, a summer hotel rule, a catch-all 10 %. */
const DEMO_RULES: readonly PricingRuleFields[] = [
  {
    ...NONE,
    name: 'Gold members: 5 %',
    priority: 1,
    markupKind: 'percent',
    markupValue: '5',
    membershipLevelIds: ['Gold'],
  },
  {
    ...NONE,
    name: 'Spanish hotels in summer',
    priority: 2,
    markupKind: 'percent',
    markupValue: '12.5',
    minMarkup: '20.00',
    productTypes: ['Accommodation'],
    travelFrom: '2027-06-01',
    travelTo: '2027-09-30',
    destinations: [{ countryCode: 'ES', name: '' }],
  },
  {
    ...NONE,
    name: 'Weekend city breaks',
    priority: 3,
    markupKind: 'fixed',
    markupValue: '25.00',
    productTypes: ['Packages'],
    daysOfWeek: ['Friday', 'Saturday'],
    priceMax: '1500.00',
  },
  { ...NONE, name: 'Everything else: 10 %', priority: 4, markupKind: 'percent', markupValue: '10' },
];

/**
 * The demo company's first application gets these rules, with its pricing-rules feature switched
 * on, once: the rule set's row stays after, so rules a user deleted stay deleted.
 */
export async function seedDemoPricingRules(tx: Tx, applicationId: number): Promise<boolean> {
  const [seeded] = await tx
    .insert(pricingRuleSets)
    .values({ applicationId, version: 1 })
    .onConflictDoNothing()
    .returning({ id: pricingRuleSets.applicationId });
  if (!seeded) return false;
  await tx
    .insert(pricingRules)
    .values(DEMO_RULES.map((rule) => ({ applicationId, ...columnsOf(rule) })));
  return true;
}
