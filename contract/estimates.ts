/**
 * An estimated count shown with no more digits than it is good for: 62,496 as 62,000. The API
 * rounds the users list's estimated counts so; the console rounds a sum of two of them again.
 */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}
