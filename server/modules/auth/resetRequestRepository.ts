import { and, count, eq, gt, inArray, isNotNull, isNull, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests as r } from '../../db/schema/auth';
import { secondsUntilFree } from '../../lib/errors';
import { lockKeys } from './keyLockRepository';

/** Forgot-password requests per email and per client address within the window. */
export const RESET_REQUEST_LIMITS = { perEmail: 3, perAddress: 10, windowMs: 60 * 60 * 1000 };

/** Pending requests taken from the queue at a time. */
const CLAIM_BATCH = 50;

export const resetRequestEmail = (email: string) => email.trim().toLowerCase();

/** The forgot-password queue and its limits. */
export function createResetRequestRepository(db: Database, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - RESET_REQUEST_LIMITS.windowMs);

  return {
    /**
     * Queues a request and answers null, or answers the seconds until the email or the address
     * that has used up its requests may ask again. Counting and queueing are one step under the
     * keys' locks, so requests sent at once cannot all pass the count. Nothing here reads the
     * admins: it costs the same for any email.
     */
    enqueue(emailAddress: string, address: string): Promise<number | null> {
      const email = resetRequestEmail(emailAddress);
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`reset-email:${email}`, `reset-address:${address}`]);
        const since = gt(r.requestedAt, windowStart());
        const counted = { n: count(), oldest: min(r.requestedAt) };
        const [byEmail] = await tx
          .select(counted)
          .from(r)
          .where(and(eq(r.email, email), since));
        const [byAddress] = await tx
          .select(counted)
          .from(r)
          .where(and(eq(r.address, address), since));
        const full = [
          { row: byEmail, limit: RESET_REQUEST_LIMITS.perEmail },
          { row: byAddress, limit: RESET_REQUEST_LIMITS.perAddress },
        ].filter(({ row, limit }) => (row?.n ?? 0) >= limit);
        if (full.length > 0) {
          return Math.max(
            ...full.map(({ row }) =>
              secondsUntilFree(
                row?.oldest ? new Date(row.oldest) : null,
                RESET_REQUEST_LIMITS.windowMs,
                now(),
              ),
            ),
          );
        }
        await tx.insert(r).values({ email, address, requestedAt: now() });
        // Keep the table small: processed requests older than the window no longer count.
        await tx.delete(r).where(and(isNotNull(r.processedAt), lt(r.requestedAt, windowStart())));
        return null;
      });
    },

    /** Takes pending requests off the queue, oldest first; another instance skips these. */
    claimPending(): Promise<string[]> {
      return db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: r.id })
          .from(r)
          .where(isNull(r.processedAt))
          .orderBy(r.id)
          .limit(CLAIM_BATCH)
          .for('update', { skipLocked: true });
        if (pending.length === 0) return [];
        const claimed = await tx
          .update(r)
          .set({ processedAt: now() })
          .where(
            inArray(
              r.id,
              pending.map((row) => row.id),
            ),
          )
          .returning({ id: r.id, email: r.email });
        return claimed.sort((a, b) => a.id - b.id).map((row) => row.email);
      });
    },
  };
}

export type ResetRequestRepository = ReturnType<typeof createResetRequestRepository>;
