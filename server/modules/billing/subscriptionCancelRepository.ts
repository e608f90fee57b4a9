import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingSubscriptions as s } from '../../db/schema/billing';
import type { ProviderSubscription } from '../../providers/payments/paymentsProvider';

export type SubscriptionRow = typeof s.$inferSelect;

/** The cancellation columns of subscriptions: asked for, retried, ended, withdrawn. */
export function createSubscriptionCancelRepository(db: Database) {
  return {
    /** A cancellation asked for: stored before the provider is asked, its retries reset. */
    async markPending(id: string, pending: 'now' | 'period_end'): Promise<void> {
      await db
        .update(s)
        .set({ cancelPending: pending, cancelAttempts: 0, cancelRetryAt: null, cancelError: null })
        .where(eq(s.id, id));
    },

    /** What the provider answered to a cancellation, kept on the row; the request is done. */
    async applyCancel(id: string, answer: ProviderSubscription): Promise<void> {
      await db
        .update(s)
        .set({
          status: answer.status,
          cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
          currentPeriodEnd: answer.currentPeriodEnd,
          cancelPending: null,
        })
        .where(eq(s.id, id));
    },

    /** The provider refused outright: the request ends, with its reason. */
    async endCancel(id: string, reason: string): Promise<void> {
      await db
        .update(s)
        .set({ cancelPending: null, cancelRetryAt: null, cancelError: reason })
        .where(eq(s.id, id));
    },

    /** The provider was away: retried after 1, 2, 4 ... minutes, at most an hour apart. */
    async retryLater(id: string): Promise<void> {
      await db
        .update(s)
        .set({
          cancelAttempts: sql`${s.cancelAttempts} + 1`,
          cancelRetryAt: sql`now() + least(power(2, ${s.cancelAttempts}), 60) * interval '1 minute'`,
        })
        .where(eq(s.id, id));
    },

    /** A cancellation withdrawn; with the provider's answer when it held one. */
    async withdraw(id: string, answer: ProviderSubscription | null): Promise<void> {
      const withdrawn = { cancelPending: null, cancelRetryAt: null, cancelError: null };
      await db
        .update(s)
        .set(
          answer
            ? {
                ...withdrawn,
                status: answer.status,
                cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
                currentPeriodEnd: answer.currentPeriodEnd,
              }
            : withdrawn,
        )
        .where(eq(s.id, id));
    },

    /** The pending cancellations due for a retry, fewest attempts first. */
    due(limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(s)
        .where(
          and(
            isNotNull(s.cancelPending),
            sql`(${s.cancelRetryAt} is null or ${s.cancelRetryAt} <= now())`,
          ),
        )
        .orderBy(asc(s.cancelAttempts))
        .limit(limit);
    },
  };
}
