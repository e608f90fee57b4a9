import type { BillingInterval } from '../../../contract/billing';

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

/** month → monthly, year → yearly (SPEC.md section 9). */
export const intervalLabel = (interval: BillingInterval): string =>
  interval === 'year' ? 'yearly' : 'monthly';

/** "USD 29.00 monthly". */
export const formatPrice = (minor: number, currency: string, interval: BillingInterval) =>
  `${formatAmount(minor, currency)} ${intervalLabel(interval)}`;

/** What a form's amount field (major units, e.g. 29.9) is in minor units (2990). */
export const toMinor = (major: number): number => Math.round(major * 100);

/** Minor units as the number a form's amount field shows (2990 → 29.9). */
export const toMajor = (minor: number): number => minor / 100;

export const INTERVAL_OPTIONS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
] as const;
