import type {
  Subscription,
  SubscriptionBody,
  SubscriptionCustomerBody,
} from '../../../contract/billing';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type {
  PaymentsFor,
  PaymentsProviderKind,
  ProviderPayment,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';
import { createSubscriptionCancels } from './subscriptionCancels';
import { createSubscriptionRepository, type SubscriptionRow } from './subscriptionRepository';

/**
 * SPEC.md section 3, "Subscription": a company's customers subscribed to its products, their
 * payments, and cancelling, which is kept and retried while the provider cannot be reached.
 */
export function createSubscriptionService(db: Database, paymentsFor: PaymentsFor) {
  const subscriptions = createSubscriptionRepository(db);

  async function find(scope: Scope, id: string): Promise<Subscription> {
    const item = await subscriptions.find(scope, id);
    if (!item) throw notFound('Subscription');
    return item;
  }

  async function rowOf(scope: Scope, id: string): Promise<SubscriptionRow> {
    const row = await subscriptions.row(scope, id);
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
    const [named, second] = await subscriptions.appUsers(
      companyId,
      body.mobileUserID ? { mobileUserId: body.mobileUserID } : { email: body.email },
    );
    if (body.mobileUserID && !named) {
      throw new AppError('validation_error', 'No such app user.', [
        { field: 'mobileUserID', message: 'names no app user of this organization' },
      ]);
    }
    return named && !second ? named : null;
  }

  async function recordPayment(
    row: SubscriptionRow,
    payment: ProviderPayment,
    description: string,
  ) {
    if (!payment.paymentId) return;
    await subscriptions.recordPayment(
      row,
      { ...payment, paymentId: payment.paymentId },
      description,
    );
  }

  const cancels = createSubscriptionCancels(db, paymentsFor, { find, rowOf });

  return {
    list: (...args: Parameters<typeof subscriptions.list>) => subscriptions.list(...args),

    find,
    async create(scope: Scope, body: SubscriptionBody): Promise<Subscription> {
      const product = await subscriptions.product(scope, body.productID);
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
      const row = await subscriptions.insert({
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
      });
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
      await subscriptions.update(row.id, {
        contactName,
        clientName,
        email: body.email,
        phone: body.phone?.trim() ?? '',
        mobileUserId,
      });
      return find(scope, row.id);
    },

    ...cancels,

    async payments(scope: Scope, subscriptionId: string | undefined) {
      if (subscriptionId) await rowOf(scope, subscriptionId);
      return subscriptions.payments(scope, subscriptionId);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
