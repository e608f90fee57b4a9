import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitationRateHits as hits } from '../../db/schema/invitations';
import { AppError } from '../../lib/errors';

/** Its own class of advisory locks, apart from the sign-in throttle's and provisioning's. */
const INVITATION_LOCK_CLASS = 7_341_957;

/** Calls allowed per hour to each public route, per client address and per link token. */
export const INVITATION_RATE_LIMITS = {
  windowMs: 60 * 60 * 1000,
  channel: { perAddress: 60, perToken: 300 },
  register: { perAddress: 10, perToken: 30 },
  confirm: { perAddress: 30 },
} as const;

export interface RateKey {
  key: string;
  limit: number;
}

export const rateLimited = () =>
  new AppError(
    429,
    'too_many_attempts',
    'Too many tries from here. Please wait an hour and try again.',
  );

/**
 * Counts one call for each key, or refuses it (429) when a key has used up its calls this hour.
 * Counting and checking are one step under the keys' locks, so calls sent at once cannot all
 * pass. Runs in its own transaction: a call that fails afterwards still counts.
 */
export function createInvitationThrottle(db: Database, now: () => Date = () => new Date()) {
  return {
    take(keys: readonly RateKey[]): Promise<void> {
      const windowStart = new Date(now().getTime() - INVITATION_RATE_LIMITS.windowMs);
      return db.transaction(async (tx) => {
        for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${INVITATION_LOCK_CLASS}::int, hashtext(${key}))`,
          );
        }
        for (const { key, limit } of keys) {
          const [row] = await tx
            .select({ n: count() })
            .from(hits)
            .where(and(eq(hits.key, key), gt(hits.at, windowStart)));
          if ((row?.n ?? 0) >= limit) throw rateLimited();
        }
        const at = now();
        await tx.insert(hits).values(keys.map(({ key }) => ({ key, at })));
        // Keep the table small: calls older than the window no longer count.
        await tx.delete(hits).where(lt(hits.at, windowStart));
      });
    },
  };
}

export type InvitationThrottle = ReturnType<typeof createInvitationThrottle>;
