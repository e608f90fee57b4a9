import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  Payment,
  Subscription,
  SubscriptionBody,
  SubscriptionCustomerBody,
  SubscriptionStatus,
} from '../../../contract/billing';
import type { Database } from '../../db/client';
import {
  billingPayments as pay,
  billingProducts,
  billingSubscriptions as s,
} from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { AppError, notFound } from '../../lib/errors';
import {
  PaymentsProviderError,
  type PaymentsFor,
  type PaymentsProviderKind,
  type ProviderPayment,
  type ProviderSubscription,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';

type Row = typeof s.$inferSelect;
type ProductRow = typeof billingProducts.$inferSelect;

const inScope = (scope: Scope): SQL | undefined =>
  scope.companyId ? eq(s.companyId, scope.companyId) : undefined;

const STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'active', 'past_due', 'canceled'];
const statusOf = (value: string): SubscriptionStatus =>
  STATUSES.find((status) => status === value) ?? 'incomplete';

function subscriptionOf(row: Row, product: ProductRow, slug: string): Subscription {
  return {
    _id: row.id,
    customerID: row.providerCustomerId,
    subscriptionID: row.providerSubscriptionId,
    productID: product.id,
    planID: product.providerPriceId,
    customerInfo: {
      contactName: row.contactName,
      clientName: row.clientName,
      billingInfo: { email: row.email, phone: row.phone },
    },
    productInfo: {
      product: product.name,
      plan: {
        nickname: product.nickname,
        amount: product.amountMinor,
        currency: product.currency,
        interval: product.interval === 'year' ? 'year' : 'month',
      },
    },
    status: statusOf(row.status),
    mobileUserID: row.mobileUserId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelPending: row.cancelPending !== null,
    cancelError: row.cancelError,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    companyID: slug,
    provider: row.provider,
    dateCreated: row.dateCreated.toISOString(),
  };
}

const paymentOf = (row: typeof pay.$inferSelect): Payment => ({
  _id: row.id,
  paymentID: row.providerPaymentId,
  subscriptionID: row.subscriptionId,
  amount: row.amountMinor,
  currency: row.currency,
  status: row.status === 'paid' ? 'paid' : 'failed',
  description: row.description,
  paidAt: row.paidAt.toISOString(),
});

/**
 * SPEC.md section 3, "Subscription": a company's customers subscribed to its products, their
 * payments, and cancelling, which is kept and retried while the provider cannot be reached.
 */
export function createSubscriptionService(db: Database, paymentsFor: PaymentsFor) {
  async function select(where: SQL | undefined): Promise<Subscription[]> {
    const rows = await db
      .select({ row: s, product: billingProducts, slug: companies.companyId })
      .from(s)
      .innerJoin(billingProducts, eq(billingProducts.id, s.productId))
      .innerJoin(companies, eq(companies.id, s.companyId))
      .where(where)
      .orderBy(desc(s.dateCreated), asc(s.id));
    return rows.map(({ row, product, slug }) => subscriptionOf(row, product, slug));
  }

  async function find(scope: Scope, id: string): Promise<Subscription> {
    const [item] = await select(and(eq(s.id, id), inScope(scope)));
    if (!item) throw notFound('Subscription');
    return item;
  }

  async function rowOf(scope: Scope, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(s)
      .where(and(eq(s.id, id), inScope(scope)));
    if (!row) throw notFound('Subscription');
    return row;
  }

  /**
   * The app user a customer is: the one named (it must be the organization's), else the
   * organization's only app user with the customer's email; null when there is none or several.
   */
  async function payingUser(
    companyId: string,
    body: SubscriptionCustomerBody,
  ): Promise<string | null> {
    if (body.mobileUserID === null) return null;
    const [named, second] = await db
      .select({ id: mobileUsers.id })
      .from(mobileUsers)
      .where(
        and(
          eq(mobileUsers.companyId, companyId),
          eq(mobileUsers.isDeleted, 0),
          body.mobileUserID
            ? eq(mobileUsers.id, body.mobileUserID)
            : sql`lower(${mobileUsers.email}) = lower(${body.email})`,
        ),
      )
      .limit(2);
    if (body.mobileUserID && !named) {
      throw new AppError(400, 'validation_error', 'No such app user.', [
        { field: 'mobileUserID', message: 'names no app user of this organization' },
      ]);
    }
    return named && !second ? named.id : null;
  }

  async function recordPayment(row: Row, payment: ProviderPayment, description: string) {
    if (!payment.paymentId) return;
    await db
      .insert(pay)
      .values({
        companyId: row.companyId,
        subscriptionId: row.id,
        provider: row.provider,
        providerPaymentId: payment.paymentId,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        description,
      })
      .onConflictDoNothing();
  }

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
    list(scope: Scope, named: string | null, status?: SubscriptionStatus) {
      const company = scope.kind === 'platform' ? named : scope.companyId;
      return select(
        and(
          company ? eq(s.companyId, company) : undefined,
          status ? eq(s.status, status) : undefined,
        ),
      );
    },

    find,

    async create(scope: Scope, body: SubscriptionBody): Promise<Subscription> {
      const [product] = await db
        .select()
        .from(billingProducts)
        .where(
          and(
            eq(billingProducts.id, body.productID),
            scope.companyId ? eq(billingProducts.companyId, scope.companyId) : undefined,
          ),
        );
      if (!product) {
        throw new AppError(400, 'validation_error', 'No such product.', [
          { field: 'productID', message: 'names no product of this organization' },
        ]);
      }
      const customer = {
        contactName: body.contactName.trim(),
        clientName: body.clientName.trim(),
        email: body.email,
        phone: body.phone?.trim() ?? '',
      };
      if (!customer.contactName || !customer.clientName) {
        throw new AppError(400, 'validation_error', 'Fill in the blanks.', [
          ...(customer.contactName ? [] : [{ field: 'contactName', message: 'must not be blank' }]),
          ...(customer.clientName ? [] : [{ field: 'clientName', message: 'must not be blank' }]),
        ]);
      }
      const mobileUserId = await payingUser(product.companyId, body);
      const provider = await paymentsFor(
        product.companyId,
        product.provider as PaymentsProviderKind,
      );
      const made = await withProvider(provider, async (payments) => {
        const { customerId } = await payments.createCustomer({
          name: `${customer.clientName} (${customer.contactName})`,
          email: customer.email,
          phone: customer.phone,
        });
        return {
          customerId,
          subscription: await payments.createSubscription({
            customerId,
            priceId: product.providerPriceId,
          }),
        };
      });
      const [row] = await db
        .insert(s)
        .values({
          companyId: product.companyId,
          productId: product.id,
          provider: provider.kind,
          providerCustomerId: made.customerId,
          providerSubscriptionId: made.subscription.subscriptionId,
          ...customer,
          mobileUserId,
          status: made.subscription.status,
          cancelAtPeriodEnd: made.subscription.cancelAtPeriodEnd,
          currentPeriodEnd: made.subscription.currentPeriodEnd,
        })
        .returning();
      if (!row) throw new Error('the subscription insert returned no row');
      if (made.subscription.payment) {
        await recordPayment(row, made.subscription.payment, product.nickname);
      }
      return find(scope, row.id);
    },

    async updateCustomer(scope: Scope, id: string, body: SubscriptionCustomerBody) {
      const row = await rowOf(scope, id);
      const contactName = body.contactName.trim();
      const clientName = body.clientName.trim();
      if (!contactName || !clientName) {
        throw new AppError(400, 'validation_error', 'Fill in the blanks.', [
          ...(contactName ? [] : [{ field: 'contactName', message: 'must not be blank' }]),
          ...(clientName ? [] : [{ field: 'clientName', message: 'must not be blank' }]),
        ]);
      }
      const mobileUserId = await payingUser(row.companyId, body);
      await db
        .update(s)
        .set({
          contactName,
          clientName,
          email: body.email,
          phone: body.phone?.trim() ?? '',
          mobileUserId,
        })
        .where(eq(s.id, row.id));
      return find(scope, row.id);
    },

    /**
     * Cancels at the period's end, or at once when asked. The request is stored first: when the
     * provider cannot be reached it stays pending (the list says so) and is retried.
     */
    async cancel(scope: Scope, id: string, immediately: boolean): Promise<Subscription> {
      const row = await rowOf(scope, id);
      if (row.status === 'canceled') {
        throw new AppError(
          409,
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
          409,
          'error_subscription_canceled',
          'This subscription is already cancelled.',
        );
      }
      if (!row.cancelAtPeriodEnd && row.cancelPending !== 'period_end') {
        throw new AppError(
          409,
          'error_subscription_not_ending',
          'This subscription is not set to end.',
        );
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

    async payments(scope: Scope, subscriptionId: string | undefined): Promise<Payment[]> {
      if (subscriptionId) await rowOf(scope, subscriptionId);
      const rows = await db
        .select()
        .from(pay)
        .where(
          and(
            scope.companyId ? eq(pay.companyId, scope.companyId) : undefined,
            subscriptionId ? eq(pay.subscriptionId, subscriptionId) : undefined,
          ),
        )
        .orderBy(desc(pay.paidAt), asc(pay.id))
        .limit(500);
      return rows.map(paymentOf);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
