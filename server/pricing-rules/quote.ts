import { fromMinor, toMinor } from '#contract/money';
import { type CompiledRules, compileRules } from '#contract/pricing-engine/index';
import type { QuoteAnswer, QuoteRequest } from '#contract/pricing-quote';
import type { Db } from '#server/db/client';
import { mappedKey, mappedPlaces } from '#server/location-normalisation/collect';
import { rulesOf, rulesVersion } from './ruleset';
import { engineRuleOf } from './shape';

/** `namesPlaces`: some rule's destination names a place, so items' names need mapping. */
type Held = { version: number; compiled: CompiledRules; namesPlaces: boolean };

/**
 * An application's rules compiled for quotes, kept while they stay as they are. Each quote
 * reads the rules' version (one small statement), so a rule saved on any instance applies to
 * the next quote; only a changed version compiles again.
 */
export function createQuoter(db: Db) {
  const held = new Map<number, Held>();

  async function compiledFor(applicationId: number): Promise<Held> {
    const version = await rulesVersion(db, applicationId);
    const known = held.get(applicationId);
    if (known && known.version === version) return known;
    // Read after the version: a save in between makes the next quote compile again.
    const rules = (await rulesOf(db, applicationId)).map(engineRuleOf);
    const namesPlaces = rules.some((r) => r.conditions.destinations.some((d) => d.name !== null));
    const made = { version, compiled: compileRules(rules), namesPlaces };
    held.set(applicationId, made);
    return made;
  }

  return async function quote(
    applicationId: number,
    request: QuoteRequest,
    today: string,
  ): Promise<Pick<QuoteAnswer, 'items'>> {
    const { compiled: rules, namesPlaces } = await compiledFor(applicationId);
    // Rules name normalised places; a supplier's own name goes through its mapping first (one
    // statement per quote, and none when no rule names a place).
    const places = namesPlaces
      ? await mappedPlaces(
          db,
          request.items.map((i) => i.destination),
        )
      : undefined;
    const placeOf = (d: { countryCode: string; name: string }) =>
      places?.get(mappedKey(d)) ?? d.name;
    const customer = request.customer;
    return {
      items: request.items.map((item) => {
        const priced = rules.price({
          productType: item.productType,
          supplierId: item.supplierId,
          supplierPriceMinor: toMinor(item.supplierPrice) ?? 0,
          bookingDate: today,
          travelStart: item.travelStart,
          travelEnd: item.travelEnd,
          destination: {
            countryCode: item.destination.countryCode,
            name: placeOf(item.destination),
          },
          linkedCompanyId: customer?.linkedCompanyId ?? null,
          membershipLevelId: customer?.membershipLevelId ?? null,
        });
        return {
          ruleId: priced.rule?.id ?? null,
          ruleName: priced.rule?.name ?? null,
          priceBeforeRule: fromMinor(priced.priceBeforeRuleMinor),
          price: fromMinor(priced.priceMinor),
        };
      }),
    };
  };
}
