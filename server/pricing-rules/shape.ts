import type { PricingRule as EngineRule } from '#contract/pricing-engine/index';
import {
  engineRule,
  type PricingRule,
  type PricingRuleFields,
  type PricingRuleRow,
} from '#contract/pricing-rules';
import type { pricingRules, RuleTerms } from './schema';

type Stored = typeof pricingRules.$inferSelect;

/** The form's fields of a stored rule. */
export const fieldsOf = (
  r: Pick<Stored, 'name' | 'priority' | 'enabled' | 'terms'>,
): PricingRuleFields => ({
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  ...r.terms,
});

/** The columns a rule's fields are stored in. */
export function columnsOf(f: PricingRuleFields) {
  const { name, priority, enabled, ...terms } = f;
  const stored: RuleTerms = terms;
  return { name, priority, enabled, terms: stored };
}

export const engineRuleOf = (r: Stored): EngineRule => engineRule(r.id, fieldsOf(r));

const markupText = (f: PricingRuleFields) =>
  f.markupKind === 'percent' ? `${f.markupValue} %` : f.markupValue;

/** The conditions in a few words for the list: what each names, or "Every item". */
function conditionsText(f: PricingRuleFields): string {
  const parts = [
    f.productTypes.join(', '),
    f.supplierIds.length > 0 ? `suppliers ${f.supplierIds.join(', ')}` : '',
    f.bookingFrom || f.bookingTo ? `booked ${f.bookingFrom || '…'} to ${f.bookingTo || '…'}` : '',
    f.travelFrom || f.travelTo ? `travel ${f.travelFrom || '…'} to ${f.travelTo || '…'}` : '',
    f.daysOfWeek.map((d) => d.slice(0, 3)).join(', '),
    f.priceMin || f.priceMax ? `price ${f.priceMin || '0.00'} to ${f.priceMax || '…'}` : '',
    f.destinations.map((d) => (d.name ? `${d.name} (${d.countryCode})` : d.countryCode)).join(', '),
    f.linkedCompanyIds.length > 0 ? `companies ${f.linkedCompanyIds.join(', ')}` : '',
    f.membershipLevelIds.length > 0 ? `levels ${f.membershipLevelIds.join(', ')}` : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join('; ') : 'Every item';
}

export const ruleRowOf = (
  r: Pick<Stored, 'id' | 'name' | 'priority' | 'enabled' | 'terms'>,
): PricingRuleRow => {
  const f = fieldsOf(r);
  return {
    pricingRuleId: r.id,
    priority: r.priority,
    name: r.name,
    enabled: r.enabled,
    markup: markupText(f),
    conditions: conditionsText(f),
  };
};

export const ruleOf = (
  r: Stored,
  extra: { companyId: number; warning: string | null },
): PricingRule => ({
  ...fieldsOf(r),
  pricingRuleId: r.id,
  ...extra,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
