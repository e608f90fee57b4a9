import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { lockKeys } from './keyLocks';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/**
 * Counts failed sign-ins per account and per client address in the database, so the limit holds
 * across API instances and restarts. After MAX_FAILURES in the window, the next try is refused.
 *
 * A try is counted before it is judged: `take` checks and counts it in one step, and a try that
 * turns out not to be a wrong guess is given back with `release`. Checking first and counting
 * after the (slow) password check let 20 tries sent at once all be judged instead of 5.
 */
export function createLoginThrottle(db: Database, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - FAILURE_WINDOW_MS);

  return {
    /** Counts one try for each key, or none and answers null when a key has no tries left. */
    take(keys: string[]): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const rows = await tx
          .select({ failures: count() })
          .from(loginFailures)
          .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, windowStart())))
          .groupBy(loginFailures.key);
        if (rows.some((row) => row.failures >= MAX_FAILURES)) return null;
        const at = now();
        const taken = await tx
          .insert(loginFailures)
          .values(keys.map((key) => ({ key, at })))
          .returning({ id: loginFailures.id });
        // Keep the table small: failures older than the window no longer count.
        await tx.delete(loginFailures).where(lt(loginFailures.at, windowStart()));
        return taken.map((row) => row.id);
      });
    },

    /** Gives back a try that was not a wrong guess. */
    async release(taken: number[]): Promise<void> {
      if (taken.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, taken));
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
