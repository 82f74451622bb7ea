import { PricingRuleCreate } from '#contract/pricing-rules';
import { applications } from '#server/db/schema';
import { pricingRules } from '#server/pricing-rules/schema';
import { columnsOf } from '#server/pricing-rules/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with pricing rules switched on and none in it. */
export async function addPricingApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Pricing app ${serial}`, features: ['pricing-rules'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

/** A rule of the given priority: 10 % on everything unless told otherwise. */
export const newRule = (over: Partial<PricingRuleCreate> = {}): PricingRuleCreate => ({
  name: `Rule ${over.priority ?? 1}`,
  priority: 1,
  markupKind: 'percent',
  markupValue: '10',
  ...over,
});

/** A hotel week in Málaga at 700.00 (travel in 2027), as a booking site sends it. */
export const hotel = (over: Record<string, unknown> = {}) => ({
  productType: 'Accommodation',
  supplierId: 1,
  supplierPrice: '700.00',
  currency: 'EUR',
  travelStart: '2027-03-05',
  travelEnd: '2027-03-12',
  destination: { countryCode: 'ES', name: 'Málaga' },
  ...over,
});

let matrixPriority = 1000;

/** A rule of the application to look at, change or delete, at a priority no other rule has. */
export async function addMatrixRule(server: TestServer, applicationId: number) {
  matrixPriority += 1;
  const fields = PricingRuleCreate.parse(
    newRule({ name: `Matrix rule ${matrixPriority}`, priority: matrixPriority }),
  );
  const [rule] = await server.database.db
    .insert(pricingRules)
    .values({ applicationId, ...columnsOf(fields) })
    .returning({ id: pricingRules.id });
  if (!rule) throw new Error('rule not added');
  return rule.id;
}
