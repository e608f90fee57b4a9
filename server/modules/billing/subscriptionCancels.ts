import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Subscription } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { billingSubscriptions as s } from '../../db/schema/billing';
import { AppError } from '../../lib/errors';
import {
  PaymentsProviderError,
  type PaymentsFor,
  type PaymentsProviderKind,
  type ProviderSubscription,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';

type Row = typeof s.$inferSelect;

interface SubscriptionReads {
  find: (scope: Scope, id: string) => Promise<Subscription>;
  rowOf: (scope: Scope, id: string) => Promise<Row>;
}

/**
 * Cancelling a subscription and withdrawing a cancellation. A cancellation is stored before the
 * provider is asked, kept while the provider cannot be reached and retried with backoff, and
 * ended with the provider's reason when it refuses outright.
 */
export function createSubscriptionCancels(
  db: Database,
  paymentsFor: PaymentsFor,
  { find, rowOf }: SubscriptionReads,
) {
  /** What the provider answered to a cancellation, kept on the row; the request is done. */
  async function applyCancel(id: string, answer: ProviderSubscription) {
    await db
      .update(s)
      .set({
        status: answer.status,
        cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
        currentPeriodEnd: answer.currentPeriodEnd,
        cancelPending: null,
      })
      .where(eq(s.id, id));
  }

  /** Asks the provider; when it cannot be reached the request stays pending for a retry. */
  async function tryCancel(row: Row, atPeriodEnd: boolean): Promise<boolean> {
    try {
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      const answer = await provider.cancelSubscription(row.providerSubscriptionId, { atPeriodEnd });
      await applyCancel(row.id, answer);
      return true;
    } catch (error) {
      if (!(error instanceof PaymentsProviderError) && !(error instanceof AppError)) throw error;
      if (error instanceof PaymentsProviderError && error.refused) {
        // The provider answered no (the subscription is unknown to it, the key was revoked):
        // asking again will not change that, so the request ends and the list says why.
        await db
          .update(s)
          .set({ cancelPending: null, cancelRetryAt: null, cancelError: error.message })
          .where(eq(s.id, row.id));
        return false;
      }
      // Unreachable: retried after 1, 2, 4 ... minutes, at most an hour apart.
      await db
        .update(s)
        .set({
          cancelAttempts: sql`${s.cancelAttempts} + 1`,
          cancelRetryAt: sql`now() + least(power(2, ${s.cancelAttempts}), 60) * interval '1 minute'`,
        })
        .where(eq(s.id, row.id));
      return false;
    }
  }

  return {
    /**
     * Cancels at the period's end, or at once when asked. The request is stored first: when the
     * provider cannot be reached it stays pending (the list says so) and is retried.
     */
    async cancel(scope: Scope, id: string, immediately: boolean): Promise<Subscription> {
      const row = await rowOf(scope, id);
      if (row.status === 'canceled') {
        throw new AppError(
          'error_subscription_canceled',
          'This subscription is already cancelled.',
        );
      }
      const pending = immediately ? 'now' : 'period_end';
      await db
        .update(s)
        .set({ cancelPending: pending, cancelAttempts: 0, cancelRetryAt: null, cancelError: null })
        .where(eq(s.id, row.id));
      await tryCancel({ ...row, cancelPending: pending }, !immediately);
      return find(scope, row.id);
    },

    /**
     * Withdraws a cancellation asked for at the period's end (POST /user/subscription/{id}): one
     * still pending is dropped; one the provider holds is withdrawn there.
     */
    async resume(scope: Scope, id: string): Promise<Subscription> {
      const row = await rowOf(scope, id);
      if (row.status === 'canceled') {
        throw new AppError(
          'error_subscription_canceled',
          'This subscription is already cancelled.',
        );
      }
      if (!row.cancelAtPeriodEnd && row.cancelPending !== 'period_end') {
        throw new AppError('error_subscription_not_ending', 'This subscription is not set to end.');
      }
      const withdrawn = { cancelPending: null, cancelRetryAt: null, cancelError: null };
      // A request the provider never accepted holds nothing there: dropping it is enough.
      if (!row.cancelAtPeriodEnd) {
        await db.update(s).set(withdrawn).where(eq(s.id, row.id));
        return find(scope, row.id);
      }
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      const answer = await withProvider(provider, (payments) =>
        payments.resumeSubscription(row.providerSubscriptionId),
      );
      await db
        .update(s)
        .set({
          ...withdrawn,
          status: answer.status,
          cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
          currentPeriodEnd: answer.currentPeriodEnd,
        })
        .where(eq(s.id, row.id));
      return find(scope, row.id);
    },

    /** Retries the pending cancellations that are due; answers how many went through. */
    async retryPendingCancels(limit = 50): Promise<number> {
      const rows = await db
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
      let done = 0;
      for (const row of rows) {
        if (await tryCancel(row, row.cancelPending !== 'now')) done += 1;
      }
      return done;
    },
  };
}
