/**
 * Money as integer minor units (cents), parsed from and formatted to text with string and
 * integer arithmetic only: a float would turn "0.29" into 28.999… cents somewhere down the line.
 */

/** Minor-unit digits per currency; ISO 4217 exponents for the ones that are not 2. */
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, ISK: 0, BHD: 3, KWD: 3 };

export function minorDigits(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

export type MoneyParse = { ok: true; minor: number } | { ok: false; error: string };

export const MONEY_ERRORS = {
  format: 'Enter an amount such as 770.00.',
  tooManyDecimals: (digits: number) =>
    digits === 0 ? 'This currency has no decimals.' : `Use at most ${digits} decimals.`,
  tooLarge: 'The amount is too large.',
} as const;

/**
 * "770", "770.5", "770.00", "1,234.56", "-3.10" → minor units. Thousands commas and spaces are
 * ignored; the decimal separator is the point. Empty text is not an amount (the caller decides
 * whether the field is optional).
 */
export function parseMoney(text: string, currency: string): MoneyParse {
  const digits = minorDigits(currency);
  const cleaned = text.trim().replace(/[,\s]/g, '');
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || cleaned === '' || cleaned === '-' || (!match[2] && !match[3])) {
    return { ok: false, error: MONEY_ERRORS.format };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return { ok: false, error: MONEY_ERRORS.tooManyDecimals(digits) };
  const units = `${whole || '0'}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number.parseInt(units, 10);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: MONEY_ERRORS.tooLarge };
  return { ok: true, minor: sign && minor !== 0 ? -minor : minor };
}

/** 77000 → "770.00" (no grouping: the text goes back into an input and must parse again). */
export function formatMoney(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not integer minor units: ${minor}`);
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}
