import * as z from 'zod';
import { ISO_4217 } from './currencies';

/**
 * Money in the API is a decimal string with at most two decimals ("770.00"); it is stored as
 * integer minor units and never passes through a float. The bound keeps every amount, and any sum
 * of a few thousand of them, far inside a bigint column and JavaScript's safe integers.
 */
export const MAX_AMOUNT_MINOR = 99_999_999_999; // 999,999,999.99

export const MONEY_TEXT = {
  format: 'Enter an amount such as 770.00, with at most two decimals',
  tooLarge: 'The amount is too large',
  currency: 'Enter an ISO 4217 currency code in capitals, such as GBP',
} as const;

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "770.5" → 77050; null when the text is not a non-negative amount with ≤ 2 decimals. */
export function toMinor(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, units = '0', cents = ''] = match;
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** 77050 → "770.50"; negative amounts (ledger debits) keep their sign. */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A non-negative amount as a decimal string; parses to integer minor units. */
export const Money = z.string().max(13).regex(DECIMAL, MONEY_TEXT.format);

/** A signed amount (adjustments): an optional leading minus, then a Money. */
export const SignedMoney = z
  .string()
  .max(14)
  .regex(/^-?\d{1,9}(?:\.\d{1,2})?$/, MONEY_TEXT.format);

/** Parses a SignedMoney the contract has already checked. */
export function signedToMinor(text: string): number {
  const minor = toMinor(text.replace(/^-/, '')) ?? 0;
  return text.startsWith('-') ? -minor : minor;
}

/**
 * An ISO 4217 code (contract/currencies.ts), wherever money is sent or answered; upper case
 * only, so "gbp" is a field error rather than a guess, and "XYZ" is no currency at all.
 */
export const Currency = z
  .string({ error: MONEY_TEXT.currency })
  // A pattern rather than an enum: the OpenAPI document lists the codes all the same, and the
  // text columns it is read back from stay plain strings.
  .regex(new RegExp(`^(?:${ISO_4217.join('|')})$`), MONEY_TEXT.currency);
