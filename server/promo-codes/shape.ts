import { fromMinor, toMinor } from '#contract/money';
import type {
  VoucherCodeFields,
  VoucherCodeRecord,
  VoucherRule,
  VoucherRuleFields,
  VoucherRuleRow,
} from '#contract/promo-codes';
import type { DiscountTerms } from '#contract/promo-discount';
import type { PRODUCT_TYPES } from '#contract/supplier-records';
import type { voucherCodes, voucherRules } from './schema';

type Rule = typeof voucherRules.$inferSelect;
type Code = typeof voucherCodes.$inferSelect;
type ProductType = (typeof PRODUCT_TYPES)[number];

const minorOrNull = (text: string) => (text === '' ? null : (toMinor(text) ?? 0));
const textOf = (minor: number | null) => (minor === null ? '' : fromMinor(minor));

/** The columns a rule's fields are stored in; the contract and checkRule have passed them. */
export function ruleColumns(f: VoucherRuleFields) {
  return {
    name: f.name,
    enabled: f.enabled,
    discountKind: f.discountKind,
    // The same digits as minor units are the percentage as basis points: "12.50" → 1250.
    discountValue: toMinor(f.discountValue) ?? 0,
    capMinor: f.discountKind === 'percent' ? minorOrNull(f.discountCap) : null,
    currency: f.currency,
    minSpendMinor: minorOrNull(f.minSpend),
    validFrom: f.validFrom || null,
    validTo: f.validTo || null,
    productTypes: [...new Set(f.productTypes)],
    maxUsesTotal: f.maxUsesTotal,
    usesPerCode: f.usesPerCode,
    maxUsesPerCustomer: f.maxUsesPerCustomer,
  };
}

export const ruleFieldsOf = (r: Rule): VoucherRuleFields => ({
  name: r.name,
  enabled: r.enabled,
  discountKind: r.discountKind === 'fixed' ? 'fixed' : 'percent',
  discountValue: fromMinor(r.discountValue),
  discountCap: textOf(r.capMinor),
  currency: r.currency,
  minSpend: textOf(r.minSpendMinor),
  validFrom: r.validFrom ?? '',
  validTo: r.validTo ?? '',
  productTypes: r.productTypes as ProductType[],
  maxUsesTotal: r.maxUsesTotal,
  usesPerCode: r.usesPerCode,
  maxUsesPerCustomer: r.maxUsesPerCustomer,
});

/** "10.00 %, at most 50.00 GBP" or "25.00 GBP". */
export function discountText(r: Rule): string {
  if (r.discountKind === 'fixed') return `${fromMinor(r.discountValue)} ${r.currency}`;
  const percent = `${fromMinor(r.discountValue)} %`;
  return r.capMinor === null
    ? percent
    : `${percent}, at most ${fromMinor(r.capMinor)} ${r.currency}`;
}

const validityText = (r: Rule) =>
  r.validFrom || r.validTo ? `${r.validFrom ?? '…'} to ${r.validTo ?? '…'}` : 'Always';

export const ruleRowOf = (r: Rule, codes: number): VoucherRuleRow => ({
  voucherRuleId: r.id,
  name: r.name,
  enabled: r.enabled,
  discount: discountText(r),
  validity: validityText(r),
  codes,
  uses: r.uses,
});

export const ruleOf = (r: Rule, extra: { companyId: number; codes: number }): VoucherRule => ({
  ...ruleFieldsOf(r),
  voucherRuleId: r.id,
  ...extra,
  uses: r.uses,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});

export function codeColumns(f: VoucherCodeFields) {
  return {
    code: f.code,
    ruleId: f.voucherRuleId,
    maxUses: f.uses === 'single' ? 1 : f.maxUses,
    expiresOn: f.expiresOn || null,
  };
}

export const codeOf = (
  c: Code,
  extra: { companyId: number; ruleName: string },
): VoucherCodeRecord => ({
  code: c.code,
  voucherRuleId: c.ruleId,
  uses: c.maxUses === 1 ? 'single' : 'multi',
  maxUses: c.maxUses,
  expiresOn: c.expiresOn ?? '',
  voucherCodeId: c.id,
  ...extra,
  used: c.uses,
  created: new Date(c.createdAt).toISOString(),
  updated: new Date(c.updatedAt).toISOString(),
  version: c.version,
});

/** A rule and one of its codes as the discount calculation reads them. */
export const termsOf = (r: Rule, expiresOn: string | null): DiscountTerms => ({
  enabled: r.enabled,
  kind: r.discountKind === 'fixed' ? 'fixed' : 'percent',
  value: r.discountValue,
  capMinor: r.capMinor,
  currency: r.currency,
  minSpendMinor: r.minSpendMinor,
  validFrom: r.validFrom,
  validTo: r.validTo,
  productTypes: r.productTypes,
  expiresOn,
});
