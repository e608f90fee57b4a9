import type { BillingInterval } from '../../../contract/billing';
import { formatAmount } from '../../lib/money';

export { formatAmount };

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
