/**
 * A Retry-After header in ms from `now`: delay-seconds or an HTTP date (RFC 9110 10.2.3).
 * Null when absent or unreadable; never negative, and at most an hour, so a wrong header cannot
 * park a provider for a day.
 */
export function retryAfterMs(
  header: string | string[] | undefined,
  now: number = Date.now(),
): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), 60 * 60_000);
}
