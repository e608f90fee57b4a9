/**
 * An amount in minor units as SPEC.md section 9 shows it: divided by 100, two fraction digits,
 * the currency code upper-cased ("USD 29.00"). Intl does the formatting, never string sums.
 */
export function formatAmount(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    // A code Intl does not know still shows, as a plain number beside it.
    const amount = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
    return `${code} ${amount}`;
  }
}
