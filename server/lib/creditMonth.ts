/** One formatter per zone: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The month ('YYYY-MM') an instant falls in, in an IANA zone: the month a channel's off-app
 * text credit usage counts (docs/decisions.md, "Channel pricing and the credit ledger").
 */
export function creditMonthIn(zone: string, at: Date): string {
  const parts = monthFormatter(zone).formatToParts(at);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
