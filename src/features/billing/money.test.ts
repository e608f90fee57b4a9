import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, intervalLabel, toMajor, toMinor } from './money';

describe('billing amounts', () => {
  // Intl puts a no-break space between the code and the amount, so it never wraps apart.
  it('shows minor units as major ones with two digits and the code upper-cased', () => {
    expect(formatAmount(2900, 'usd')).toBe('USD\u00a029.00');
    expect(formatAmount(5, 'eur')).toBe('EUR\u00a00.05');
    expect(formatAmount(123456789, 'gbp')).toBe('GBP\u00a01,234,567.89');
    expect(formatAmount(1000, 'zzz')).toBe('ZZZ\u00a010.00');
  });

  it('names the interval and the price', () => {
    expect(intervalLabel('month')).toBe('monthly');
    expect(intervalLabel('year')).toBe('yearly');
    expect(formatPrice(29000, 'usd', 'year')).toBe('USD\u00a0290.00 yearly');
  });

  it('turns a typed amount into minor units without float noise', () => {
    expect(toMinor(29.99)).toBe(2999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(2999)).toBe(29.99);
  });
});
