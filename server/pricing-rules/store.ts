import { eq, sql } from 'drizzle-orm';
import { normalisePlace } from '#contract/pricing-engine/normalise';
import {
  MAX_RULES,
  PRICING_TEXT,
  type PricingRule,
  type PricingRuleFields,
} from '#contract/pricing-rules';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { refuseOverCap } from '#server/kit/cap';
import { defineRecord, formError, getInScope, type Within } from '#server/kit/index';
import { unknownDestinations } from '#server/location-normalisation/destinations';
import { PRICING_RULE_SUBJECT } from './audit';
import { checkRule, withoutRepeats } from './rules';
import { rulesOf, touchRules, warningsOf } from './ruleset';
import { pricingRules } from './schema';
import { columnsOf, ruleOf } from './shape';

/** A rule of the application, as the gate decided it (company and application). */
export type RuleAt = { companyId: number; applicationId: number; pricingRuleId: number };
export type AppScope = { companyId: number; applicationId: number };

const record = defineRecord({
  table: pricingRules,
  unique: {
    pricing_rules_app_priority_idx: { field: 'priority', message: PRICING_TEXT.priorityTaken },
  },
  audit: PRICING_RULE_SUBJECT,
});

const recordAt = (at: RuleAt) => ({
  id: at.pricingRuleId,
  scope: eq(pricingRules.applicationId, at.applicationId),
});

/** Every write of the application's rules takes the set's lock first, and marks it changed. */
const inRuleset =
  (applicationId: number): Within =>
  async (tx, change) => {
    await touchRules(tx, applicationId);
    return change();
  };

export async function loadPricingRule(db: Db | Tx, at: RuleAt): Promise<PricingRule> {
  const row = await getInScope(
    db
      .select()
      .from(pricingRules)
      .where(record.where(recordAt(at))),
  );
  const warning = warningsOf(await rulesOf(db, at.applicationId))(row.id);
  return ruleOf(row, { companyId: at.companyId, warning });
}

/**
 * Destinations name normalised locations (issue 28): a name the platform's list lacks would
 * never match a mapped item, so it is refused under that destination.
 */
async function checkDestinations(db: Db, f: PricingRuleFields): Promise<void> {
  const unknown = await unknownDestinations(db, f.destinations);
  if (unknown.length === 0) return;
  throw formError(
    Object.fromEntries(
      unknown.map((i) => [`destinations.${i}.name`, [PRICING_TEXT.unknownDestination]]),
    ),
  );
}

export async function createPricingRule(
  db: Db,
  actor: Actor,
  scope: AppScope,
  sent: PricingRuleFields,
): Promise<{ pricingRuleId: number; warning: string | null }> {
  checkRule(sent);
  await checkDestinations(db, sent);
  const f = withoutRepeats(sent);
  const id = await record.create(
    db,
    actor,
    async (tx) => {
      await refuseOverCap(tx, pricingRules, pricingRules.applicationId, scope.applicationId, {
        max: MAX_RULES,
        field: 'name',
        message: PRICING_TEXT.tooMany,
      });
      return { applicationId: scope.applicationId, ...columnsOf(f) };
    },
    { within: inRuleset(scope.applicationId) },
  );
  return { pricingRuleId: id, warning: warningsOf(await rulesOf(db, scope.applicationId))(id) };
}

export async function updatePricingRule(
  db: Db,
  actor: Actor,
  at: RuleAt,
  sent: PricingRuleFields & { version: number },
): Promise<void> {
  checkRule(sent);
  await checkDestinations(db, sent);
  const f = withoutRepeats(sent);
  return record.update(
    db,
    actor,
    recordAt(at),
    sent.version,
    () => ({ ...columnsOf(f), updatedAt: new Date() }),
    { within: inRuleset(at.applicationId) },
  );
}

export const removePricingRule = (db: Db, actor: Actor, at: RuleAt) =>
  record.remove(db, actor, recordAt(at), { within: inRuleset(at.applicationId) });

/**
 * A normalised location was renamed (location normalisation): every application's rules that
 * name it follow in the rename's transaction, each change on that rule's History, so a rule
 * keeps matching the place it was written for.
 */
export async function renameDestination(
  tx: Tx,
  actor: Actor,
  place: { countryCode: string; from: string; to: string },
): Promise<number> {
  const key = normalisePlace(place.from);
  const country = JSON.stringify([{ countryCode: place.countryCode }]);
  const naming = await tx
    .select({
      id: pricingRules.id,
      applicationId: pricingRules.applicationId,
      terms: pricingRules.terms,
      version: pricingRules.version,
    })
    .from(pricingRules)
    .where(sql`${pricingRules.terms}->'destinations' @> ${country}::jsonb`)
    .orderBy(pricingRules.applicationId, pricingRules.id);
  let renamed = 0;
  for (const rule of naming) {
    const named = (d: { countryCode: string; name: string }) =>
      d.countryCode === place.countryCode && d.name !== '' && normalisePlace(d.name) === key;
    if (!rule.terms.destinations.some(named)) continue;
    const destinations = rule.terms.destinations.map((d) =>
      named(d) ? { ...d, name: place.to } : d,
    );
    await record.update(
      tx,
      actor,
      { id: rule.id, scope: eq(pricingRules.applicationId, rule.applicationId) },
      // Over the version just read, which moves on: an editor's older read is then stale.
      rule.version,
      () => ({ terms: { ...rule.terms, destinations }, updatedAt: new Date() }),
      { within: inRuleset(rule.applicationId) },
    );
    renamed++;
  }
  return renamed;
}
