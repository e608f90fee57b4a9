import type { Sample } from '../../../tests/api/net/sampleRequest';

const pricePlan = (code: string) => ({
  code,
  name: `Plan ${code}`,
  description: 'From the\naccess matrix',
  amount: 1000,
  currency: 'usd',
  interval: 'month',
  includedAppUsers: 100,
  monthlyTextCredits: 10,
  appUserBundleSize: 100,
  appUserBundlePrice: 1000,
  textCreditBundleSize: 500,
  textCreditBundlePrice: 1500,
  active: true,
});
const product = (name: string) => ({
  product: name,
  description: 'From the\naccess matrix',
  plan: { nickname: `${name} monthly`, amount: 2900, currency: 'usd', interval: 'month' },
});

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Billing: price plans, products, subscriptions.
  'GET /price_plans/{id}': () => ({ url: '/price_plans/acme' }),
  'GET /price_plans/plan/{id}': (ids) => ({ url: `/price_plans/plan/${ids.pricePlan}` }),
  'POST /price_plans': (_ids, actor) => ({
    url: '/price_plans',
    payload: pricePlan(`net-${actor}`),
  }),
  'PUT /price_plans/{id}': (ids) => ({
    url: `/price_plans/${ids.pricePlan}`,
    payload: { ...pricePlan('free'), name: 'Free', amount: 0 },
  }),
  'DELETE /price_plans/{id}': (ids) => ({ url: `/price_plans/${ids.pricePlan}` }),
  'GET /products/{id}': () => ({ url: '/products/acme' }),
  'GET /products/item/{id}': (ids) => ({ url: `/products/item/${ids.product}`, owner: 'acme' }),
  'POST /products': (_ids, actor) => ({ url: '/products', payload: product(`Net ${actor}`) }),
  'PUT /products/{id}': (ids) => ({
    url: `/products/${ids.product}`,
    payload: product('Member app'),
    owner: 'acme',
  }),
  'DELETE /products/{id}': (ids) => ({ url: `/products/${ids.product}`, owner: 'acme' }),
  'GET /subscriptions/{id}': () => ({ url: '/subscriptions/acme?status=active' }),
  'GET /subscriptions/cancel/{id}': (ids) => ({
    url: `/subscriptions/cancel/${ids.subscription}`,
    owner: 'acme',
  }),
  'GET /user/subscription': () => ({ url: '/user/subscription' }),
  'GET /user/subscription/userid/items': (ids) => ({
    url: `/user/subscription/userid/items?subscriptionID=${ids.subscription}`,
    owner: 'acme',
  }),
  'GET /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    owner: 'acme',
  }),
  'POST /user/subscription': (ids) => ({
    url: '/user/subscription',
    payload: {
      productID: ids.product,
      contactName: 'Net Contact',
      clientName: 'Net Client',
      email: 'net@example.com',
    },
    owner: 'acme',
  }),
  'PUT /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    payload: { contactName: 'Dana Whitfield', clientName: 'Acme Local 12', email: 'd@example.com' },
    owner: 'acme',
  }),
  'DELETE /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    owner: 'acme',
  }),
  'POST /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    payload: {},
    owner: 'acme',
  }),
  'PUT /user/subscription': () => ({
    url: '/user/subscription',
    payload: { name: 'Net billing', email: 'billing@example.com' },
  }),
  'DELETE /user/subscription': () => ({ url: '/user/subscription' }),
  // Card payments on Stripe.
  'GET /payments/stripe/settings': () => ({ url: '/payments/stripe/settings' }),
  // A key of the wrong shape: a stored key would send every later billing call of acme to a
  // Stripe this test cannot reach.
  'PUT /payments/stripe/settings': () => ({
    url: '/payments/stripe/settings',
    payload: { secretKey: 'pk_test_NotASecretKey1' },
  }),
  'DELETE /payments/stripe/settings': () => ({ url: '/payments/stripe/settings' }),
  'POST /payments/stripe/settings/test': () => ({ url: '/payments/stripe/settings/test' }),
  'POST /payments/stripe/webhook/{token}': () => ({
    url: '/payments/stripe/webhook/no-such-webhook-token',
    payload: { id: 'evt_net', type: 'invoice.paid' },
    headers: { 'stripe-signature': 't=1,v1=00' },
  }),
};
