import { eq } from 'drizzle-orm';
import type { VoucherRuleFields } from '#contract/promo-codes';
import type { Tx } from '#server/db/tx';
import { voucherCodes, voucherRules } from './schema';
import { ruleColumns } from './shape';

const NONE = {
  enabled: true,
  discountCap: '',
  minSpend: '',
  validFrom: '',
  validTo: '',
  productTypes: [],
  maxUsesTotal: null,
  usesPerCode: 1,
  maxUsesPerCustomer: null,
} as const;

/** Offers a newcomer recognises, each with a code or two to try at a checkout. */
const DEMO: readonly { rule: VoucherRuleFields; codes: readonly [string, number][] }[] = [
  {
    rule: {
      ...NONE,
      productTypes: [],
      name: 'Spring sale 10 %',
      discountKind: 'percent',
      discountValue: '10.00',
      discountCap: '100.00',
      currency: 'GBP',
      minSpend: '200.00',
      maxUsesTotal: 500,
      maxUsesPerCustomer: 1,
    },
    codes: [
      ['SPRING10', 500],
      ['SPRING-VIP', 1],
    ],
  },
  {
    rule: {
      ...NONE,
      productTypes: ['Accommodation'],
      name: 'Welcome back: 25.00 off hotels',
      discountKind: 'fixed',
      discountValue: '25.00',
      currency: 'GBP',
    },
    codes: [['WELCOME25', 1]],
  },
];

/**
 * The demo company's first application gets these rules and codes, with its rules feature
 * switched on, once: an application that has any promo rule is left as it is.
 */
export async function seedDemoPromoCodes(tx: Tx, applicationId: number): Promise<boolean> {
  const [any] = await tx
    .select({ id: voucherRules.id })
    .from(voucherRules)
    .where(eq(voucherRules.applicationId, applicationId))
    .limit(1);
  if (any) return false;
  for (const { rule, codes } of DEMO) {
    const [made] = await tx
      .insert(voucherRules)
      .values({ applicationId, ...ruleColumns(rule) })
      .returning({ id: voucherRules.id });
    if (!made) continue;
    await tx
      .insert(voucherCodes)
      .values(codes.map(([code, maxUses]) => ({ applicationId, ruleId: made.id, code, maxUses })));
  }
  return true;
}
