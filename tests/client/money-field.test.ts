import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_ERRORS, parseMoney } from '../../ui/inputs/money';

const minor = (text: string, currency = 'EUR') => {
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.minor : parsed.error;
};

describe('a money field turns what the user types into integer minor units', () => {
  it('reads "770.00" as 77000 and shows 77000 as "770.00"', () => {
    expect(minor('770.00')).toBe(77000);
    expect(formatMoney(77000, 'EUR')).toBe('770.00');
  });

  it('accepts whole amounts, one decimal, thousands commas and surrounding spaces', () => {
    expect(minor('770')).toBe(77000);
    expect(minor('770.5')).toBe(77050);
    expect(minor(' 1,234.56 ')).toBe(123456);
    expect(minor('.5')).toBe(50);
  });

  it('keeps cents exact where floating point would not (0.29, 1.005 is refused)', () => {
    expect(minor('0.29')).toBe(29);
    expect(minor('19.99')).toBe(1999);
    expect(minor('1.005')).toBe(MONEY_ERRORS.tooManyDecimals(2));
  });

  it('handles negative amounts and zero', () => {
    expect(minor('-3.10')).toBe(-310);
    expect(minor('-0.00')).toBe(0);
    expect(formatMoney(-310, 'EUR')).toBe('-3.10');
    expect(formatMoney(5, 'EUR')).toBe('0.05');
    expect(formatMoney(0, 'EUR')).toBe('0.00');
  });

  it('follows the currency: yen has no decimals, dinar has three', () => {
    expect(minor('770', 'JPY')).toBe(770);
    expect(minor('770.5', 'JPY')).toBe(MONEY_ERRORS.tooManyDecimals(0));
    expect(formatMoney(770, 'JPY')).toBe('770');
    expect(minor('1.234', 'KWD')).toBe(1234);
    expect(formatMoney(1234, 'KWD')).toBe('1.234');
  });

  it('refuses text that is not an amount, and amounts beyond exact integers', () => {
    for (const text of ['', '-', '.', 'abc', '12a', '1.2.3', '1e5', '--1']) {
      expect(minor(text)).toBe(MONEY_ERRORS.format);
    }
    expect(minor('99999999999999999')).toBe(MONEY_ERRORS.tooLarge);
  });

  it('formats what it parses back to the same amount', () => {
    for (const text of ['0.01', '12.30', '770.00', '-45.67', '123456789.99']) {
      const parsed = parseMoney(text, 'USD');
      expect(parsed.ok ? formatMoney(parsed.minor, 'USD') : parsed.error).toBe(text);
    }
  });
});
