/**
 * Exchange rates and margins are exact decimals: sent and answered as decimal strings, stored as
 * PostgreSQL numeric, compared here as scaled integers (BigInt), never as floats, so
 * 1.23456789 against 1.2345679 compares the digits the user typed.
 */

/** Decimals a rate keeps: enough for 1 GBP in VND and 1 VND in GBP alike. */
export const RATE_PLACES = 8;
/** Digits before the point a rate may have: numeric(18, 8). */
export const RATE_UNITS = 10;
/** A margin is a percentage with up to 4 decimals: numeric(7, 4), at most 100. */
export const MARGIN_PLACES = 4;

/**
 * A rate above zero, as a pattern the OpenAPI document carries whole: 1 or more without a
 * leading zero, or 0.x with a non-zero digit among its 8 decimals (one branch per position of
 * the last non-zero digit, so "0.50" is as good as "0.5").
 */
const UNDER_ONE = Array.from(
  { length: RATE_PLACES },
  (_, i) => `\\d{${i}}[1-9]0{0,${RATE_PLACES - 1 - i}}`,
).join('|');
export const RATE_PATTERN = new RegExp(
  `^(?:[1-9]\\d{0,${RATE_UNITS - 1}}(?:\\.\\d{1,${RATE_PLACES}})?|0\\.(?:${UNDER_ONE}))$`,
);
/** A percentage from 0 to 100 with up to 4 decimals. */
export const MARGIN_PATTERN = new RegExp(
  `^(?:100(?:\\.0{1,${MARGIN_PLACES}})?|\\d{1,2}(?:\\.\\d{1,${MARGIN_PLACES}})?)$`,
);

/** "1.5" at 8 places → 150000000n; the text has passed one of the patterns above. */
export function scaled(text: string, places: number): bigint {
  const [units = '0', fraction = ''] = text.split('.');
  return BigInt(units + fraction.padEnd(places, '0').slice(0, places));
}

/**
 * A numeric column's text as the API answers it: trailing zeros dropped, at least two
 * decimals kept ("1.23450000" → "1.2345", "2.00000000" → "2.00").
 */
export function decimalText(stored: string): string {
  const [units = '0', fraction = ''] = stored.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${units}.${trimmed}`;
}

/**
 * An amount in minor units (hundredths) times an exact rate, rounded half-up (half away from
 * zero) to steps of `step` hundredths: 1 for a currency with cents, 100 for one in whole units.
 * Integers throughout: 77000 at "1.1" is 84700 exactly, where 770 * 1.1 in floats is 847.0000000000001.
 */
export function convertMinor(minor: number, rate: string, step = 1): number {
  const divisor = 10n ** BigInt(RATE_PLACES) * BigInt(step);
  const product = BigInt(Math.abs(minor)) * scaled(rate, RATE_PLACES);
  const steps = (product * 2n + divisor) / (divisor * 2n);
  const converted = Number(steps * BigInt(step));
  return minor < 0 ? -converted : converted;
}
