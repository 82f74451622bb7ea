import type { PricingRule } from './types';

const BASIS = 10_000;
const BIG_BASIS = 10_000n;

/**
 * `minor × basisPoints / 10 000` rounded half-up to the minor unit, in integers: with a number
 * while the product is exact, else with a bigint (a large price at a large percentage).
 */
export function percentOf(minor: number, basisPoints: number): number {
  const product = minor * basisPoints;
  if (Number.isSafeInteger(product)) return Math.floor((product + BASIS / 2) / BASIS);
  return Number((BigInt(minor) * BigInt(basisPoints) + BIG_BASIS / 2n) / BIG_BASIS);
}

/**
 * The rule's mark-up on a supplier price: its fixed amount or percentage, held between the
 * rule's minimum and maximum, and never below zero — a price never falls below what the
 * supplier asks.
 */
export function markupOf(rule: PricingRule, supplierPriceMinor: number): number {
  const raw =
    rule.markup.kind === 'fixed'
      ? rule.markup.amountMinor
      : percentOf(supplierPriceMinor, rule.markup.basisPoints);
  let markup = raw;
  if (rule.minMarkupMinor !== null && markup < rule.minMarkupMinor) markup = rule.minMarkupMinor;
  if (rule.maxMarkupMinor !== null && markup > rule.maxMarkupMinor) markup = rule.maxMarkupMinor;
  return Math.max(0, markup);
}
