import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PricingRuleFields } from '#contract/pricing-rules';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/** What a rule stores beside its name, priority and switch: the form's fields as sent. */
export type RuleTerms = Omit<PricingRuleFields, 'name' | 'priority' | 'enabled'>;

/**
 * An application's pricing rules (issue 28). The mark-up and conditions are kept as the form
 * sent them (decimal strings, never floats) and compiled by the engine when a quote needs them.
 */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    /** 1 is the highest; unique in the application. */
    priority: integer().notNull(),
    enabled: boolean().notNull().default(true),
    terms: jsonb().$type<RuleTerms>().notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('pricing_rules_app_priority_idx').on(t.applicationId, t.priority),
    index('pricing_rules_app_name_ci_idx').on(t.applicationId, sql`lower(${t.name})`),
  ],
);

/**
 * One row per application whose rules were ever written: `version` goes up with every change in
 * the change's own transaction. Quotes compare it to the compiled rules they hold, and writers
 * lock it first, so two saves in one application take turns (the priority and never-wins checks
 * see each other's rules).
 */
export const pricingRuleSets = pgTable('pricing_rule_sets', {
  applicationId: integer()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
});
