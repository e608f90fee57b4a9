import type Stripe from 'stripe';
import { lazyModule } from '../../lib/lazyModule';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ProviderPayment,
  type ProviderSubscription,
  type SubscriptionStatus,
} from './paymentsProvider';

/** Where the SDK sends its calls: Stripe itself, or a local server in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** STRIPE_API_URL ("http://127.0.0.1:12111") as the SDK's host, port and protocol. */
export function stripeEndpointOf(url: string): StripeEndpoint {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** 'test' or 'live', from a secret or restricted key's prefix; null for anything else. */
export function stripeModeOf(secretKey: string): 'test' | 'live' | null {
  const match = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/.exec(secretKey);
  return match?.[1] === 'test' ? 'test' : match?.[1] === 'live' ? 'live' : null;
}

/** Stripe's statuses folded into the four the console shows. */
export function subscriptionStatusOf(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The period end: on the subscription in older API versions, on its items in newer ones. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const fields = record(subscription);
  const items = record(fields.items).data;
  const first = Array.isArray(items) ? record(items[0]) : {};
  const end = first.current_period_end ?? fields.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    subscriptionId: subscription.id,
    status: subscriptionStatusOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEndOf(subscription),
    payment: null,
  };
}

/** The SDK, loaded when a company with Stripe keys first makes a call (lib/lazyModule.ts). */
const stripeSdk = lazyModule(async () => (await import('stripe')).default);

/** Card payments on Stripe through the official SDK, with a company's own secret key. */
export function createStripePayments(
  secretKey: string,
  endpoint: StripeEndpoint | null = null,
): PaymentsProvider {
  const client = lazyModule(async () => {
    const StripeSdk = await stripeSdk();
    const stripe = new StripeSdk(secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(endpoint ?? {}),
    });
    return { errors: StripeSdk.errors, stripe };
  });

  /** Network trouble and Stripe's own refusals become one error; a declined card says so. */
  async function calling<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { errors, stripe } = await client();
    try {
      return await work(stripe);
    } catch (error) {
      if (error instanceof errors.StripeCardError) {
        throw new PaymentsProviderError('The card was declined.', true);
      }
      const away =
        error instanceof errors.StripeConnectionError || error instanceof errors.StripeAPIError;
      if (error instanceof errors.StripeError && !away) {
        // Stripe's message names no key; the key itself never reaches a message or a log.
        throw new PaymentsProviderError(`Stripe refused the call: ${error.message}`, false, true);
      }
      throw new PaymentsProviderError('Stripe could not be reached.');
    }
  }

  return {
    kind: 'stripe',
    createProduct: ({ name, description }) =>
      calling(async (stripe) => {
        const product = await stripe.products.create({
          name,
          ...(description ? { description } : {}),
        });
        return { productId: product.id };
      }),
    updateProduct: (productId, { name, description }) =>
      calling(async (stripe) => {
        await stripe.products.update(productId, { name, description });
      }),
    createPrice: (input) =>
      calling(async (stripe) => {
        const price = await stripe.prices.create({
          product: input.productId,
          nickname: input.nickname,
          unit_amount: input.amountMinor,
          currency: input.currency,
          recurring: { interval: input.interval },
        });
        return { priceId: price.id };
      }),
    archiveProduct: (productId, priceId) =>
      calling(async (stripe) => {
        await stripe.prices.update(priceId, { active: false });
        await stripe.products.update(productId, { active: false });
      }),
    createCustomer: ({ name, email, phone }) =>
      calling(async (stripe) => {
        const customer = await stripe.customers.create({
          name,
          email,
          ...(phone ? { phone } : {}),
        });
        return { customerId: customer.id };
      }),
    createSubscription: ({ customerId, priceId }) =>
      calling(async (stripe) => {
        // The customer pays the first invoice through Stripe's own page; webhooks say when.
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
        });
        return subscriptionOf(subscription);
      }),
    cancelSubscription: (subscriptionId, { atPeriodEnd }) =>
      calling(async (stripe) => {
        const subscription = atPeriodEnd
          ? await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
          : await stripe.subscriptions.cancel(subscriptionId);
        return subscriptionOf(subscription);
      }),
    resumeSubscription: (subscriptionId) =>
      calling(async (stripe) =>
        subscriptionOf(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
        ),
      ),
    charge: async ({ customerId, amountMinor, currency, description }) => {
      try {
        const intent = await calling((stripe) =>
          stripe.paymentIntents.create({
            amount: amountMinor,
            currency,
            description,
            confirm: true,
            off_session: true,
            ...(customerId ? { customer: customerId } : {}),
          }),
        );
        return {
          paymentId: intent.id,
          amountMinor,
          currency,
          status: intent.status === 'succeeded' ? 'paid' : 'failed',
        } satisfies ProviderPayment;
      } catch (error) {
        if (error instanceof PaymentsProviderError && error.declined) {
          return { paymentId: '', amountMinor, currency, status: 'failed' };
        }
        throw error;
      }
    },
    portalUrl: (customerId, returnUrl) =>
      calling(async (stripe) => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),
    check: () =>
      calling(async (stripe) => {
        const account = await stripe.accounts.retrieveCurrent();
        return { ok: true as const, account: account.id };
      }),
  };
}

/** A Stripe event reduced to what billing applies; null fields were absent. */
export interface StripeEventFacts {
  id: string;
  type: string;
  /** When Stripe made the event: older ones never overwrite newer ones. */
  created: Date;
  subscriptionId: string | null;
  /** customer.subscription.*: the subscription's state. */
  subscription: ProviderSubscription | null;
  /** invoice.*: the invoice as a payment. */
  invoice: { id: string; amountMinor: number; currency: string } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The subscription an invoice is for: on the invoice in older API versions, on its parent in newer. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = record(record(invoice.parent).subscription_details).subscription;
  return text(parent) ?? text(invoice.subscription) ?? text(record(invoice.subscription).id);
}

/**
 * Checks a webhook's signature with the signing secret (stripe.webhooks.constructEvent) and
 * reads the facts billing applies. Throws when the signature does not match or is too old.
 */
export async function verifyStripeEvent(
  payload: string,
  signature: string,
  webhookSecret: string,
): Promise<StripeEventFacts> {
  const event = (await stripeSdk()).webhooks.constructEvent(payload, signature, webhookSecret);
  const object = record(event.data.object);
  const isSubscription = event.type.startsWith('customer.subscription.');
  const isInvoice = event.type.startsWith('invoice.');
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    subscriptionId: isSubscription
      ? text(object.id)
      : isInvoice
        ? invoiceSubscription(object)
        : null,
    subscription: isSubscription ? subscriptionOf(event.data.object as Stripe.Subscription) : null,
    invoice: isInvoice
      ? {
          id: text(object.id) ?? event.id,
          amountMinor: Number(object.amount_paid ?? object.amount_due ?? 0),
          currency: text(object.currency) ?? 'usd',
        }
      : null,
  };
}
