import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Payment, Subscription, SubscriptionStatus } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import {
  billingPayments as pay,
  billingProducts,
  billingSubscriptions as s,
} from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import type { ProviderPayment } from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';

export type SubscriptionRow = typeof s.$inferSelect;
export type SubscriptionValues = Omit<typeof s.$inferInsert, 'id' | 'dateCreated'>;
type ProductRow = typeof billingProducts.$inferSelect;

const inCompany = (scope: Scope, named?: string | null): SQL | undefined =>
  inScope(scope, { company: s.companyId }, named);

const STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'active', 'past_due', 'canceled'];
const statusOf = (value: string): SubscriptionStatus =>
  STATUSES.find((status) => status === value) ?? 'incomplete';

function subscriptionOf(row: SubscriptionRow, product: ProductRow, slug: string): Subscription {
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

/** SPEC.md section 3, "Subscription": the stored subscriptions and payments; the rules are the service's. */
export function createSubscriptionRepository(db: Database) {
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

  return {
    list(scope: Scope, named: string | null, status?: SubscriptionStatus) {
      return select(and(inCompany(scope, named), status ? eq(s.status, status) : undefined));
    },

    async find(scope: Scope, id: string): Promise<Subscription | null> {
      const [item] = await select(and(eq(s.id, id), inCompany(scope)));
      return item ?? null;
    },

    async row(scope: Scope, id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(s)
        .where(and(eq(s.id, id), inCompany(scope)));
      return row ?? null;
    },

    /** The product a subscription is made to, when it is the scope's. */
    async product(scope: Scope, productId: string): Promise<ProductRow | null> {
      const [product] = await db
        .select()
        .from(billingProducts)
        .where(
          and(
            eq(billingProducts.id, productId),
            inScope(scope, { company: billingProducts.companyId }),
          ),
        );
      return product ?? null;
    },

    /** Up to two live app users of the company: the one named by id, or those with the email. */
    async appUsers(
      companyId: string,
      named: { mobileUserId: string } | { email: string },
    ): Promise<string[]> {
      const rows = await db
        .select({ id: mobileUsers.id })
        .from(mobileUsers)
        .where(
          and(
            eq(mobileUsers.companyId, companyId),
            eq(mobileUsers.isDeleted, 0),
            'mobileUserId' in named
              ? eq(mobileUsers.id, named.mobileUserId)
              : sql`lower(${mobileUsers.email}) = lower(${named.email})`,
          ),
        )
        .limit(2);
      return rows.map((row) => row.id);
    },

    async insert(values: SubscriptionValues): Promise<SubscriptionRow> {
      const [row] = await db.insert(s).values(values).returning();
      if (!row) throw new Error('the subscription insert returned no row');
      return row;
    },

    async update(id: string, values: Partial<SubscriptionValues>): Promise<void> {
      await db.update(s).set(values).where(eq(s.id, id));
    },

    /** Keeps a payment the provider reported, once (its id is unique). */
    async recordPayment(
      row: SubscriptionRow,
      payment: ProviderPayment & { paymentId: string },
      description: string,
    ): Promise<void> {
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
    },

    async payments(scope: Scope, subscriptionId: string | undefined): Promise<Payment[]> {
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
