import type { GiftVoucher, GiftVoucherFields, IssuedVoucher } from '#contract/gift-vouchers';
import { fromMinor, toMinor } from '#contract/money';
import type { giftVoucherDefinitions, giftVouchers } from './schema';

type Definition = typeof giftVoucherDefinitions.$inferSelect;
type Voucher = typeof giftVouchers.$inferSelect;

/** The values as minor units, lowest first; the contract has checked each one. */
export const valuesMinorOf = (values: readonly string[]) =>
  values.map((v) => toMinor(v) ?? 0).sort((a, b) => a - b);

/** The columns a definition's fields are stored in. */
export const columnsOf = (f: GiftVoucherFields) => ({
  name: f.name,
  currency: f.currency,
  valuesMinor: valuesMinorOf(f.values),
  validityMonths: f.validityMonths,
  enabled: f.enabled,
});

export const definitionOf = (r: Definition, companyId: number): GiftVoucher => ({
  giftVoucherId: r.id,
  companyId,
  name: r.name,
  currency: r.currency,
  values: r.valuesMinor.map(fromMinor),
  validityMonths: r.validityMonths,
  enabled: r.enabled,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});

/** Spent when nothing is left; expired once its last day is behind `today`. */
export function statusOf(v: Pick<Voucher, 'balanceMinor' | 'expiresOn'>, today: string) {
  if (v.balanceMinor === 0) return 'Spent' as const;
  return v.expiresOn < today ? ('Expired' as const) : ('Active' as const);
}

export const issuedOf = (v: Voucher, today: string): IssuedVoucher => ({
  issuedId: v.id,
  code: v.code,
  value: fromMinor(v.valueMinor),
  balance: fromMinor(v.balanceMinor),
  currency: v.currency,
  expires: v.expiresOn,
  buyerName: v.buyerName,
  buyerEmail: v.buyerEmail,
  status: statusOf(v, today),
  created: new Date(v.createdAt).toISOString(),
});

/** Today in UTC, the day expiry is compared with. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
