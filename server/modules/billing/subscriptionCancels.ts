import type { Subscription } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  PaymentsProviderError,
  type PaymentsFor,
  type PaymentsProviderKind,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';
import {
  createSubscriptionCancelRepository,
  type SubscriptionRow as Row,
} from './subscriptionCancelRepository';

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
  const cancels = createSubscriptionCancelRepository(db);

  /** Asks the provider; when it cannot be reached the request stays pending for a retry. */
  async function tryCancel(row: Row, atPeriodEnd: boolean): Promise<boolean> {
    try {
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      const answer = await provider.cancelSubscription(row.providerSubscriptionId, { atPeriodEnd });
      await cancels.applyCancel(row.id, answer);
      return true;
    } catch (error) {
      if (!(error instanceof PaymentsProviderError) && !(error instanceof AppError)) throw error;
      if (error instanceof PaymentsProviderError && error.refused) {
        // The provider answered no (the subscription is unknown to it, the key was revoked):
        // asking again will not change that, so the request ends and the list says why.
        await cancels.endCancel(row.id, error.message);
        return false;
      }
      // Unreachable: retried after 1, 2, 4 ... minutes, at most an hour apart.
      await cancels.retryLater(row.id);
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
      await cancels.markPending(row.id, pending);
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
      // A request the provider never accepted holds nothing there: dropping it is enough.
      if (!row.cancelAtPeriodEnd) {
        await cancels.withdraw(row.id, null);
        return find(scope, row.id);
      }
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      const answer = await withProvider(provider, (payments) =>
        payments.resumeSubscription(row.providerSubscriptionId),
      );
      await cancels.withdraw(row.id, answer);
      return find(scope, row.id);
    },

    /** Retries the pending cancellations that are due; answers how many went through. */
    async retryPendingCancels(limit = 50): Promise<number> {
      const rows = await cancels.due(limit);
      let done = 0;
      for (const row of rows) {
        if (await tryCancel(row, row.cancelPending !== 'now')) done += 1;
      }
      return done;
    },
  };
}
