import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a scrape may read the metrics: with METRICS_TOKEN set, only with
 * `Authorization: Bearer <token>`; compared in constant time.
 */
export function scrapeAllowed(token: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
