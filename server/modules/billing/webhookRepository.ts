import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingPayments,
  billingSubscriptions as s,
  paymentWebhookEvents,
} from '../../db/schema/billing';
import type { SubscriptionStatus } from '../../providers/payments/paymentsProvider';
import type { StripeEventFacts } from '../../providers/payments/stripePayments';

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** What a newer event may not undo: a cancelled subscription stays cancelled. */
const isFinal = (status: string) => status === 'canceled';

/**
 * Applies Stripe's subscription and invoice events to a company's subscriptions and payments.
 * The company is the one whose signing secret checked the event: only its own subscriptions and
 * payments are looked at. Each event counts once for it (its id is stored, keyed by company, in
 * the same transaction), and an event older than
 * the last one applied to a subscription changes nothing, so late and repeated deliveries never
 * move a subscription backwards.
 */
export function createWebhookRepository(db: Database) {
  async function apply(companyId: string, facts: StripeEventFacts): Promise<WebhookOutcome> {
    return db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: facts.id, companyId, type: facts.type })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      if (!fresh) return 'duplicate';
      if (!facts.subscriptionId) return 'ignored';
      const [row] = await tx
        .select()
        .from(s)
        .where(
          and(
            eq(s.companyId, companyId),
            eq(s.provider, 'stripe'),
            eq(s.providerSubscriptionId, facts.subscriptionId),
          ),
        )
        .for('update');
      if (!row) return 'ignored';

      // A payment is a fact whatever the order: it is kept once, by the invoice's id.
      const paid = facts.type === 'invoice.paid' || facts.type === 'invoice.payment_succeeded';
      const failed = facts.type === 'invoice.payment_failed';
      if (facts.invoice && (paid || failed)) {
        const insert = tx.insert(billingPayments).values({
          companyId,
          subscriptionId: row.id,
          provider: 'stripe',
          providerPaymentId: facts.invoice.id,
          amountMinor: facts.invoice.amountMinor,
          currency: facts.invoice.currency,
          status: paid ? 'paid' : 'failed',
          description: paid ? 'Invoice paid' : 'Invoice payment failed',
          paidAt: facts.created,
        });
        // A later success settles an invoice that failed before; a late failure does not undo it.
        // Keyed by organisation, and only this subscription's row: the invoice id of an event
        // is what the signer says, so it never reaches another organisation's payment.
        await (paid
          ? insert.onConflictDoUpdate({
              target: [
                billingPayments.companyId,
                billingPayments.provider,
                billingPayments.providerPaymentId,
              ],
              set: { status: 'paid' },
              setWhere: eq(billingPayments.subscriptionId, row.id),
            })
          : insert.onConflictDoNothing());
      }

      const stale = row.providerUpdatedAt !== null && facts.created < row.providerUpdatedAt;
      if (stale || isFinal(row.status)) return 'stale';

      let next: Partial<typeof s.$inferInsert> | null = null;
      if (facts.subscription) {
        const status: SubscriptionStatus =
          facts.type === 'customer.subscription.deleted' ? 'canceled' : facts.subscription.status;
        next = {
          status,
          cancelAtPeriodEnd: facts.subscription.cancelAtPeriodEnd,
          currentPeriodEnd: facts.subscription.currentPeriodEnd ?? row.currentPeriodEnd,
          // The provider has the cancellation: nothing is pending any more.
          cancelPending:
            status === 'canceled' || facts.subscription.cancelAtPeriodEnd
              ? null
              : row.cancelPending,
        };
      } else if (paid) {
        next = { status: 'active' };
      } else if (failed) {
        next = { status: 'past_due' };
      }
      if (!next) return 'ignored';
      await tx
        .update(s)
        .set({ ...next, providerUpdatedAt: facts.created })
        .where(eq(s.id, row.id));
      return 'applied';
    });
  }

  return { apply };
}
