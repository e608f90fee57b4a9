import { http, HttpResponse } from 'msw';
import type {
  Payment,
  PricePlanItem,
  Product,
  StripeKeysBody,
  StripeSettings,
  Subscription,
} from '../../contract/billing';
import { apiUrl } from './apiUrl';
import { refuseSignedOut } from './mobileUsersHandlers';

/** The plans, products, subscriptions and payments the handlers answer from. */
export const billingStore = {
  plans: [] as PricePlanItem[],
  products: [] as Product[],
  subscriptions: [] as Subscription[],
  payments: [] as Payment[],
  /** Each cancel request: the id and whether it was immediate. */
  cancels: [] as { id: string; immediately: boolean }[],
  /** Answer cancels as the provider being away: kept pending. */
  providerDown: false,
  /** The Stripe keys as sent, and whether the test call accepts them. */
  stripeKeys: null as StripeKeysBody | null,
  stripeKeyWorks: true,
};

const WEBHOOK_URL = 'http://localhost:4000/payments/stripe/webhook/token123';
const NO_STRIPE: StripeSettings = {
  configured: false,
  mode: null,
  secretKeyLast: null,
  webhookSecretLast: null,
  webhookUrl: WEBHOOK_URL,
  updatedAt: null,
};
const stripeShown = (): StripeSettings => {
  const keys = billingStore.stripeKeys;
  if (!keys) return NO_STRIPE;
  return {
    configured: true,
    mode: keys.secretKey.includes('_live_') ? 'live' : 'test',
    secretKeyLast: `••••${keys.secretKey.slice(-4)}`,
    webhookSecretLast: keys.webhookSecret ? `••••${keys.webhookSecret.slice(-4)}` : null,
    webhookUrl: WEBHOOK_URL,
    updatedAt: '2026-11-24T09:00:00.000Z',
  };
};

export function resetBillingStore() {
  billingStore.plans = [];
  billingStore.products = [];
  billingStore.subscriptions = [];
  billingStore.payments = [];
  billingStore.cancels = [];
  billingStore.providerDown = false;
  billingStore.stripeKeys = null;
  billingStore.stripeKeyWorks = true;
}

let nextId = 1;
const newId = () => `00000000-0000-4000-a000-${String(nextId++).padStart(12, '0')}`;

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: newId(),
    customerID: 'lcus_1',
    subscriptionID: 'lsub_1',
    productID: 'product-1',
    planID: 'lprice_1',
    customerInfo: {
      contactName: 'Dana Whitfield',
      clientName: 'Acme Local 12',
      billingInfo: { email: 'dana@local12.example', phone: '' },
    },
    productInfo: {
      product: 'Member app',
      plan: { nickname: 'Member app monthly', amount: 2900, currency: 'usd', interval: 'month' },
    },
    status: 'active',
    mobileUserID: null,
    cancelError: null,
    cancelAtPeriodEnd: false,
    cancelPending: false,
    currentPeriodEnd: '2026-12-24T09:00:00.000Z',
    companyID: 'acme',
    provider: 'local',
    dateCreated: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });

export const billingHandlers = [
  http.get(apiUrl('/payments/stripe/settings'), () => ok(stripeShown())),
  http.put(apiUrl('/payments/stripe/settings'), async ({ request }) => {
    billingStore.stripeKeys = (await request.json()) as StripeKeysBody;
    return ok(stripeShown());
  }),
  http.delete(apiUrl('/payments/stripe/settings'), () => {
    billingStore.stripeKeys = null;
    return ok(stripeShown());
  }),
  http.post(apiUrl('/payments/stripe/settings/test'), () =>
    billingStore.stripeKeyWorks
      ? ok({ ok: true, account: 'acct_123' })
      : HttpResponse.json(
          { code: 'error_payment_keys', message: 'Stripe did not accept this key.' },
          { status: 400 },
        ),
  ),
  http.get(apiUrl('/subscriptions/cancel/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const immediately = new URL(request.url).searchParams.get('immediately') === 'true';
    billingStore.cancels.push({ id: String(params.id), immediately });
    const item = billingStore.subscriptions.find((row) => row._id === params.id);
    if (!item)
      return HttpResponse.json(
        { code: 'not_found', message: 'Subscription not found.' },
        { status: 404 },
      );
    const after: Subscription = billingStore.providerDown
      ? { ...item, cancelPending: true }
      : immediately
        ? { ...item, status: 'canceled' }
        : { ...item, cancelAtPeriodEnd: true };
    billingStore.subscriptions = billingStore.subscriptions.map((row) =>
      row._id === after._id ? after : row,
    );
    return ok(after);
  }),
  http.post(apiUrl('/user/subscription/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const item = billingStore.subscriptions.find((row) => row._id === params.id);
    if (!item?.cancelAtPeriodEnd)
      return HttpResponse.json(
        { code: 'error_subscription_not_ending', message: 'This subscription is not set to end.' },
        { status: 409 },
      );
    const after: Subscription = { ...item, cancelAtPeriodEnd: false };
    billingStore.subscriptions = billingStore.subscriptions.map((row) =>
      row._id === after._id ? after : row,
    );
    return ok(after);
  }),
  http.get(apiUrl('/subscriptions/:companyID'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const status = new URL(request.url).searchParams.get('status');
    return ok(billingStore.subscriptions.filter((row) => !status || row.status === status));
  }),
  http.get(apiUrl('/user/subscription/userid/items'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('subscriptionID');
    return ok(billingStore.payments.filter((row) => row.subscriptionID === id));
  }),
  http.get(apiUrl('/price_plans/:companyID'), () => ok(billingStore.plans)),
  http.get(apiUrl('/products/:companyID'), () => ok(billingStore.products)),
];
