/**
 * What a promo code rule gives a basket, worked out the same way by the redemption, the quote's
 * dry run and the rule page's sample: pure, on integer minor units.
 */

export const REFUSALS = [
  'unknown',
  'disabled',
  'expired',
  'notYetValid',
  'currency',
  'minimumSpend',
  'productType',
  'usedUp',
  'usedByCustomer',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export const REFUSAL_TEXT: Record<Refusal, string> = {
  unknown: 'This code does not exist.',
  disabled: 'This code’s offer is switched off.',
  expired: 'This code has expired.',
  notYetValid: 'This code is not valid yet.',
  currency: 'This code is for baskets in another currency.',
  minimumSpend: 'The basket is below the minimum spend for this code.',
  productType: 'This code does not apply to the products in the basket.',
  usedUp: 'This code has been used up.',
  usedByCustomer: 'This customer has already used this offer.',
};

/** A rule as the calculation reads it: amounts in minor units, a percent in basis points. */
export type DiscountTerms = {
  enabled: boolean;
  kind: 'percent' | 'fixed';
  /** Basis points (1000 = 10 %) or minor units. */
  value: number;
  capMinor: number | null;
  currency: string;
  minSpendMinor: number | null;
  validFrom: string | null;
  validTo: string | null;
  productTypes: readonly string[];
  /** The code's own expiry. */
  expiresOn: string | null;
};

export type Basket = {
  totalMinor: number;
  currency: string;
  productTypes: readonly string[];
  /** YYYY-MM-DD. */
  today: string;
};

export type Outcome = { ok: true; discountMinor: number } | { ok: false; reason: Refusal };

/** Half-up, as prices round elsewhere in the console. */
const percentOf = (amount: number, basisPoints: number) =>
  Math.floor((amount * basisPoints + 5000) / 10000);

/** The discount, or the first reason the basket does not qualify (uses are counted apart). */
export function discountFor(terms: DiscountTerms, basket: Basket): Outcome {
  if (!terms.enabled) return { ok: false, reason: 'disabled' };
  if (terms.expiresOn !== null && basket.today > terms.expiresOn) {
    return { ok: false, reason: 'expired' };
  }
  if (terms.validTo !== null && basket.today > terms.validTo)
    return { ok: false, reason: 'expired' };
  if (terms.validFrom !== null && basket.today < terms.validFrom) {
    return { ok: false, reason: 'notYetValid' };
  }
  if (basket.currency !== terms.currency) return { ok: false, reason: 'currency' };
  if (terms.minSpendMinor !== null && basket.totalMinor < terms.minSpendMinor) {
    return { ok: false, reason: 'minimumSpend' };
  }
  if (
    terms.productTypes.length > 0 &&
    !basket.productTypes.some((type) => terms.productTypes.includes(type))
  ) {
    return { ok: false, reason: 'productType' };
  }
  const raw = terms.kind === 'percent' ? percentOf(basket.totalMinor, terms.value) : terms.value;
  const capped = terms.capMinor === null ? raw : Math.min(raw, terms.capMinor);
  // A discount never takes the basket below zero.
  return { ok: true, discountMinor: Math.min(capped, basket.totalMinor) };
}
