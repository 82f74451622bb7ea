import { describe, expect, it } from 'vitest';
import { fromMinor, Money, SignedMoney, signedToMinor, toMinor } from '#contract/money';

describe('money as decimal strings and integer minor units', () => {
  it('reads amounts without a float on the way', () => {
    expect(toMinor('770.00')).toBe(77000);
    expect(toMinor('770.5')).toBe(77050);
    expect(toMinor('0.29')).toBe(29);
    expect(toMinor('999999999.99')).toBe(99_999_999_999);
  });

  it('refuses negative, over-precise, exponent and empty amounts', () => {
    for (const bad of ['-1', '1.001', '1e3', '', '.5', '1.', ' 1', 'NaN', '1000000000'])
      expect(Money.safeParse(bad).success, bad).toBe(false);
  });

  it('writes minor units back with two decimals and their sign', () => {
    expect(fromMinor(77000)).toBe('770.00');
    expect(fromMinor(5)).toBe('0.05');
    expect(fromMinor(-12345)).toBe('-123.45');
  });

  it('takes a sign for adjustments', () => {
    expect(SignedMoney.safeParse('-20.00').success).toBe(true);
    expect(signedToMinor('-20.10')).toBe(-2010);
    expect(SignedMoney.safeParse('--2').success).toBe(false);
  });
});
