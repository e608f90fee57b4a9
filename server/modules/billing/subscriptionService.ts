import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Payment,
  Subscription,
  SubscriptionBody,
  SubscriptionCustomerBody,
  SubscriptionStatus,
} from '../../../contract/billing';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import {
  billingPayments as pay,
  billingProducts,
  billingSubscriptions as s,
} from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { AppError, notFound } from '../../lib/errors';
import type {
  PaymentsFor,
  PaymentsProviderKind,
  ProviderPayment,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';
import { createSubscriptionCancels } from './subscriptionCancels';

type Row = typeof s.$inferSelect;
type ProductRow = typeof billingProducts.$inferSelect;

const inCompany = (scope: Scope, named?: string | null): SQL | undefined =>
  inScope(scope, { company: s.companyId }, named);

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
    const [item] = await select(and(eq(s.id, id), inCompany(scope)));
    if (!item) throw notFound('Subscription');
    return item;
  }

  async function rowOf(scope: Scope, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(s)
      .where(and(eq(s.id, id), inCompany(scope)));
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
      throw new AppError('validation_error', 'No such app user.', [
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

  const cancels = createSubscriptionCancels(db, paymentsFor, { find, rowOf });

  return {
    list(scope: Scope, named: string | null, status?: SubscriptionStatus) {
      return select(and(inCompany(scope, named), status ? eq(s.status, status) : undefined));
    },

    find,

    async create(scope: Scope, body: SubscriptionBody): Promise<Subscription> {
      const [product] = await db
        .select()
        .from(billingProducts)
        .where(
          and(
            eq(billingProducts.id, body.productID),
            inScope(scope, { company: billingProducts.companyId }),
          ),
        );
      if (!product) {
        throw new AppError('validation_error', 'No such product.', [
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
        throw new AppError('validation_error', 'Fill in the blanks.', [
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
        throw new AppError('validation_error', 'Fill in the blanks.', [
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

    ...cancels,

    async payments(scope: Scope, subscriptionId: string | undefined): Promise<Payment[]> {
      if (subscriptionId) await rowOf(scope, subscriptionId);
      const rows = await db
        .select()
        .from(pay)
        .where(
          and(
            inScope(scope, { company: pay.companyId }),
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
