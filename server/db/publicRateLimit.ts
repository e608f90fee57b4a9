import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database } from './client';
import { publicRateHits as hits } from './schema/publicRateHits';

/** Its own class of advisory locks, apart from the sign-in throttle's and provisioning's. */
const RATE_LOCK_CLASS = 7_341_957;

export interface RateKey {
  /** What the call counts toward, namespaced by its caller: 'invitation-address:10.0.0.1'. */
  key: string;
  /** Calls allowed under the key within the window. */
  limit: number;
}

/**
 * The public routes' rate limits (sign-up, verification, invitations): counts one call for each
 * key, or refuses it with `refusal()` when a key has used its calls within the window. Counting
 * and checking are one step under the keys' advisory locks, so calls sent at once cannot all
 * pass, and the counts live in the database so they hold across API instances. It runs in its
 * own transaction: a call that fails afterwards still counts.
 */
export function createPublicRateLimit(
  db: Database,
  /** `refusal` gets the seconds until the key at its limit lets a call through (Retry-After). */
  options: { windowMs: number; refusal: (retryAfterSeconds: number) => Error },
  now: () => Date = () => new Date(),
) {
  return {
    take(keys: readonly RateKey[]): Promise<void> {
      const windowStart = new Date(now().getTime() - options.windowMs);
      return db.transaction(async (tx) => {
        for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${RATE_LOCK_CLASS}::int, hashtext(${key}))`,
          );
        }
        for (const { key, limit } of keys) {
          const [row] = await tx
            .select({ n: count(), oldest: min(hits.at) })
            .from(hits)
            .where(and(eq(hits.key, key), gt(hits.at, windowStart)));
          if ((row?.n ?? 0) >= limit) {
            const oldest = row?.oldest ? new Date(row.oldest).getTime() : windowStart.getTime();
            throw options.refusal((oldest + options.windowMs - now().getTime()) / 1000);
          }
        }
        const at = now();
        await tx.insert(hits).values(keys.map(({ key }) => ({ key, at })));
        // Keep the table small: the keys' calls older than the window no longer count.
        for (const { key } of keys) {
          await tx.delete(hits).where(and(eq(hits.key, key), lt(hits.at, windowStart)));
        }
      });
    },
  };
}

export type PublicRateLimit = ReturnType<typeof createPublicRateLimit>;
