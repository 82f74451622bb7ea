import { toMinor } from '#contract/money';
import { PROMO_TEXT, type VoucherCodeFields, type VoucherRuleFields } from '#contract/promo-codes';
import { type FieldErrors, formError } from '#server/kit/index';

const HUNDRED_PERCENT = 10_000;

/**
 * The rules across a promo rule's fields (issue 29, bad input): no negative or empty discount, a
 * percentage at most 100, no window that ends before it starts. Refused as the fields' errors.
 */
export function checkRule(f: VoucherRuleFields): void {
  const errors: FieldErrors = {};
  const value = toMinor(f.discountValue.replace(/^-/, '')) ?? 0;
  if (f.discountValue.startsWith('-')) errors.discountValue = [PROMO_TEXT.discountNegative];
  else if (value === 0) errors.discountValue = [PROMO_TEXT.discountZero];
  else if (f.discountKind === 'percent' && value > HUNDRED_PERCENT) {
    errors.discountValue = [PROMO_TEXT.percentTooLarge];
  }
  if (f.validFrom !== '' && f.validTo !== '' && f.validTo < f.validFrom) {
    errors.validTo = [PROMO_TEXT.windowInverted];
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
}

/** A multi-use code is one that can be used more than once. */
export function checkCode(f: VoucherCodeFields): void {
  if (f.uses === 'multi' && f.maxUses < 2) {
    throw formError({ maxUses: [PROMO_TEXT.multiNeedsUses] });
  }
}
