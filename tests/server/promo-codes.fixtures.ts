import { expect } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { type VoucherRuleCreate, VoucherRuleFields } from '#contract/promo-codes';
import type { RedeemAnswer } from '#contract/promo-redeem';
import { applications } from '#server/db/schema';
import { voucherBatches, voucherCodes, voucherRules } from '#server/promo-codes/schema';
import { ruleColumns } from '#server/promo-codes/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with the rules feature on and no promo rules. */
export async function addPromoApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Promo app ${serial}`, features: ['rules', 'orders'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

/** 10 % off GBP baskets, no conditions, unless told otherwise. */
export const newRule = (over: Partial<VoucherRuleCreate> = {}): VoucherRuleCreate => ({
  name: `Rule ${serial}-${Math.random()}`,
  discountKind: 'percent',
  discountValue: '10',
  currency: 'GBP',
  ...over,
});

/** A rule stored straight in the table, for tests about codes and redemptions. */
export async function storeRule(
  server: TestServer,
  applicationId: number,
  over: Partial<VoucherRuleCreate> = {},
) {
  const fields = VoucherRuleFields.parse(newRule(over));
  const [rule] = await server.database.db
    .insert(voucherRules)
    .values({ applicationId, ...ruleColumns(fields) })
    .returning({ id: voucherRules.id });
  if (!rule) throw new Error('rule not added');
  return rule.id;
}

let codeSerial = 0;

/** A code of the rule with `maxUses` uses. */
export async function storeCode(
  server: TestServer,
  applicationId: number,
  ruleId: number,
  maxUses = 1,
  code = `CODE-${++codeSerial}-${Date.now()}`,
) {
  const [made] = await server.database.db
    .insert(voucherCodes)
    .values({ applicationId, ruleId, code, maxUses })
    .returning({ id: voucherCodes.id, code: voucherCodes.code });
  if (!made) throw new Error('code not added');
  return made;
}

/** A finished batch of one code, for the matrix's batch routes. */
export async function storeBatch(server: TestServer, applicationId: number) {
  const ruleId = await storeRule(server, applicationId);
  const [batch] = await server.database.db
    .insert(voucherBatches)
    .values({
      applicationId,
      ruleId,
      quantity: 1,
      length: 8,
      maxUses: 1,
      generated: 1,
      status: 'Done',
    })
    .returning({ id: voucherBatches.id });
  if (!batch) throw new Error('batch not added');
  return batch.id;
}

/** What a booking site sends to redeem. */
export const redemption = (code: string, orderReference: string, over: object = {}) => ({
  code,
  orderReference,
  customerEmail: `${orderReference.toLowerCase()}@example.com`,
  basketTotal: '500.00',
  currency: 'GBP',
  productTypes: ['Accommodation'],
  ...over,
});

export function siteCalls(server: () => TestServer, app: () => number, key: () => string) {
  const post = (what: 'redeem' | 'release', body: object) =>
    server().fetch(`/api/applications/${app()}/vouchers/${what}`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key() },
      body: body as Record<string, unknown>,
    });
  return {
    post,
    async redeem(body: object): Promise<RedeemAnswer> {
      const res = await post('redeem', body);
      expect(res.status).toBe(200);
      return (await res.json()) as RedeemAnswer;
    },
    async release(body: object): Promise<boolean> {
      const res = await post('release', body);
      expect(res.status).toBe(200);
      return ((await res.json()) as { released: boolean }).released;
    },
  };
}
