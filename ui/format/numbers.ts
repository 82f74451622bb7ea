/**
 * The console's only number and money formatting. Amounts come from the API as decimal strings
 * ("2268.00") and are handed to Intl as strings, which it formats exactly: no amount ever
 * becomes a float on its way to the screen.
 */
const LOCALE = 'en-GB';

const counts = new Intl.NumberFormat(LOCALE);
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 6160 → "6,160". */
export const formatCount = (n: number | bigint) => counts.format(n);

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
/** A chart axis's narrow label: 2940 → "2.9k", 1250000 → "1.3m" (the data table has exact counts). */
export const formatCompact = (n: number) => compact.format(n);

/**
 * A decimal string with separators, keeping its decimals ("12345.50" → "12,345.50") or showing
 * `fractionDigits` of them; text that is no number is shown as it came.
 */
export function formatDecimal(value: string, fractionDigits?: number): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const digits = Math.min(fractionDigits ?? match[1]?.length ?? 0, 20);
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value as Intl.StringNumericLiteral);
}

/** A measure (an average, a duration; never money) rounded for display: 2.943 → "2.9". */
export const formatMeasure = (n: number, fractionDigits = 0) =>
  new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);

/**
 * "2268.00", "GBP" → "£2,268.00"; "-5.5", "EUR" → "-€5.50". Text that is no amount, or a code
 * Intl does not know, is shown as it came ("2268.00 XYZ"), never as NaN.
 */
export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  if (!/^-?\d+(?:\.\d+)?$/.test(amount)) return `${amount} ${currency}`;
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    } catch {
      return `${amount} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}
