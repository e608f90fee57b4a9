import { and, count, gt, inArray, lt } from 'drizzle-orm';
import { SIGNUP_LIMITS } from '../../../contract/signup';
import type { Database } from '../../db/client';
import { publicRateHits } from '../../db/schema/signup';
import { AppError } from '../../lib/errors';

export const tooManyRequests = () =>
  new AppError(
    429,
    'too_many_attempts',
    'Too many requests. Please wait a few minutes and try again.',
  );

export const addressKey = (ip: string) => `signup-address:${ip}`;
export const tokenKey = (hash: string) => `signup-token:${hash}`;

/**
 * Counts calls to the public sign-up and verification routes per client address and per token
 * in the database, so the limits hold across API instances. Each call is counted before it is
 * judged; a key past its limit in the window refuses with 429, counting nothing more.
 */
export function createPublicRateLimit(db: Database, now: () => Date = () => new Date()) {
  return {
    async take(keys: { key: string; limit: number }[]): Promise<void> {
      const since = new Date(now().getTime() - SIGNUP_LIMITS.windowMs);
      const names = keys.map((k) => k.key);
      const rows = await db
        .select({ key: publicRateHits.key, n: count() })
        .from(publicRateHits)
        .where(and(inArray(publicRateHits.key, names), gt(publicRateHits.at, since)))
        .groupBy(publicRateHits.key);
      const seen = new Map(rows.map((r) => [r.key, r.n]));
      if (keys.some((k) => (seen.get(k.key) ?? 0) >= k.limit)) throw tooManyRequests();
      await db.insert(publicRateHits).values(names.map((key) => ({ key, at: now() })));
      // Keep the table small: hits older than the window no longer count.
      await db.delete(publicRateHits).where(lt(publicRateHits.at, since));
    },
  };
}

export type PublicRateLimit = ReturnType<typeof createPublicRateLimit>;

/** The limits of a call from `ip` naming `hash` (a token's hash, or a link id). */
export const limitsFor = (ip: string, hash?: string) => [
  { key: addressKey(ip), limit: SIGNUP_LIMITS.perAddress },
  ...(hash ? [{ key: tokenKey(hash), limit: SIGNUP_LIMITS.perToken }] : []),
];
