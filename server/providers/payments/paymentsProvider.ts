/**
 * A card-payments provider: the local one (records in the database, the default) or Stripe,
 * chosen per company by the keys it set (server/modules/billing/providerChoice.ts). Amounts are
 * in minor units; `interval` is the recurring period of a price.
 */
export type PaymentsProviderKind = 'local' | 'stripe';
export type BillingInterval = 'month' | 'year';
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface ProviderPayment {
  paymentId: string;
  amountMinor: number;
  currency: string;
  status: 'paid' | 'failed';
}

export interface ProviderSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** The first period's payment, when the provider took it at once. */
  payment: ProviderPayment | null;
}

export interface PriceInput {
  productId: string;
  nickname: string;
  amountMinor: number;
  currency: string;
  interval: BillingInterval;
}

/** The provider could not be reached or refused the call; the message is safe to show. */
export class PaymentsProviderError extends Error {
  constructor(
    message: string,
    /** A card refused: the request was fine, the payment was not. */
    readonly declined = false,
    /** The provider answered and refused the call (a bad key): retrying will not help. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'PaymentsProviderError';
  }
}

export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  createProduct(input: { name: string; description: string }): Promise<{ productId: string }>;
  updateProduct(productId: string, input: { name: string; description: string }): Promise<void>;
  /** Prices never change at a provider: a new amount or interval is a new price. */
  createPrice(input: PriceInput): Promise<{ priceId: string }>;
  archiveProduct(productId: string, priceId: string): Promise<void>;
  createCustomer(input: { name: string; email: string; phone: string }): Promise<{
    customerId: string;
  }>;
  createSubscription(input: { customerId: string; priceId: string }): Promise<ProviderSubscription>;
  cancelSubscription(
    subscriptionId: string,
    options: { atPeriodEnd: boolean },
  ): Promise<ProviderSubscription>;
  /** Withdraws a cancellation asked for at the period's end: the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** A one-off charge (a channel's bundles); a refused card answers status 'failed'. */
  charge(input: {
    customerId: string | null;
    amountMinor: number;
    currency: string;
    description: string;
  }): Promise<ProviderPayment>;
  /** Where the customer manages their cards and invoices. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** A harmless call that proves the keys work. */
  check(): Promise<{ ok: true; account: string }>;
}

/**
 * The provider a company's billing goes through: of the kind named (what a stored product or
 * subscription was made with), else its Stripe keys when it set some, else the local one.
 */
export type PaymentsFor = (
  companyId: string,
  kind?: PaymentsProviderKind,
) => Promise<PaymentsProvider>;
