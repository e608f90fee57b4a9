import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/**
 * Counts failed sign-ins per account and per client address in the database, so the limit holds
 * across API instances and restarts. After MAX_FAILURES in the window, the next try is refused.
 */
export function createLoginThrottle(db: Database, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - FAILURE_WINDOW_MS);

  return {
    async isBlocked(keys: string[]): Promise<boolean> {
      const rows = await db
        .select({ key: loginFailures.key, failures: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, windowStart())))
        .groupBy(loginFailures.key);
      return rows.some((row) => row.failures >= MAX_FAILURES);
    },

    async recordFailure(keys: string[]): Promise<void> {
      const at = now();
      await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
      // Keep the table small: failures older than the window no longer count.
      await db.delete(loginFailures).where(lt(loginFailures.at, windowStart()));
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
