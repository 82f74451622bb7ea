import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCount,
  formatDecimal,
  formatMeasure,
  formatMoney,
} from '../../ui/format/numbers';

describe('money as people read it', () => {
  it('has the currency symbol and thousands separators', () => {
    expect(formatMoney('2268.00', 'GBP')).toBe('£2,268.00');
    expect(formatMoney('1234567.5', 'EUR')).toBe('€1,234,567.50');
    expect(formatMoney('0.05', 'USD')).toBe('US$0.05');
    expect(formatMoney('-12.30', 'GBP')).toBe('-£12.30');
  });

  it('formats the decimal string exactly, never through a float', () => {
    // 999,999,999.99 is the largest amount; 0.1 + 0.2 would show the float's error if it passed
    // through one; a value past a double's precision keeps every digit.
    expect(formatMoney('999999999.99', 'GBP')).toBe('£999,999,999.99');
    expect(formatMoney('9007199254740993.01', 'GBP')).toBe('£9,007,199,254,740,993.01');
    expect(formatMoney('0.30', 'GBP')).toBe('£0.30');
  });

  it('follows the currency’s own decimals', () => {
    expect(formatMoney('2268', 'JPY')).toBe('JP¥2,268');
  });

  it('shows text that is no amount as it came, and nothing for none', () => {
    expect(formatMoney('n/a', 'GBP')).toBe('n/a GBP');
    expect(formatMoney(null, 'GBP')).toBe('');
    expect(formatMoney('', 'GBP')).toBe('');
  });
});

describe('counts and measures', () => {
  it('have thousands separators', () => {
    expect(formatCount(6160)).toBe('6,160');
    expect(formatCount(1234567n)).toBe('1,234,567');
    expect(formatDecimal('12345.50')).toBe('12,345.50');
    expect(formatDecimal('-7')).toBe('-7');
    expect(formatMeasure(2943.27, 1)).toBe('2,943.3');
  });

  it('shorten on a chart axis rather than being cut', () => {
    expect(formatCompact(2940)).toMatch(/^2\.9k$/i);
    expect(formatCompact(1_250_000)).toMatch(/^1\.3m$/i);
    expect(formatCompact(40)).toBe('40');
  });
});
