import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_ABOVE, REFUSED_KEY, startFakeStripe } from '../testing/fakeStripe';
import { PaymentsProviderError } from './paymentsProvider';
import { createStripePayments, stripeEndpointOf, stripeModeOf } from './stripePayments';

const KEY = 'sk_test_AdapterKey12345678';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('the Stripe adapter, against a local stand-in', () => {
  it('makes a product, its price, a customer and a subscription, then cancels it', async () => {
    const stripe = createStripePayments(KEY, fake.endpoint);
    const { productId } = await stripe.createProduct({ name: 'Member app', description: 'News' });
    const { priceId } = await stripe.createPrice({
      productId,
      nickname: 'Monthly',
      amountMinor: 2900,
      currency: 'usd',
      interval: 'month',
    });
    const { customerId } = await stripe.createCustomer({
      name: 'Acme Local 12',
      email: 'dana@local12.example',
      phone: '',
    });
    const made = await stripe.createSubscription({ customerId, priceId });
    expect(made).toMatchObject({ status: 'incomplete', cancelAtPeriodEnd: false, payment: null });
    expect(made.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    const ending = await stripe.cancelSubscription(made.subscriptionId, { atPeriodEnd: true });
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ended = await stripe.cancelSubscription(made.subscriptionId, { atPeriodEnd: false });
    expect(ended.status).toBe('canceled');

    const sent = (path: string) => fake.calls.find((call) => call.path === path)?.form;
    expect(sent('/v1/prices')).toMatchObject({
      product: productId,
      unit_amount: '2900',
      currency: 'usd',
      'recurring[interval]': 'month',
    });
    expect(sent('/v1/subscriptions')).toMatchObject({
      customer: customerId,
      'items[0][price]': priceId,
      payment_behavior: 'default_incomplete',
    });
    expect(fake.calls.every((call) => call.key === KEY)).toBe(true);
  });

  it('answers a declined card as a failed payment, and a refused key as an error', async () => {
    const stripe = createStripePayments(KEY, fake.endpoint);
    expect(
      await stripe.charge({
        customerId: null,
        amountMinor: 1500,
        currency: 'usd',
        description: 'x',
      }),
    ).toMatchObject({ status: 'paid', amountMinor: 1500 });
    expect(
      await stripe.charge({
        customerId: null,
        amountMinor: DECLINE_ABOVE + 1,
        currency: 'usd',
        description: 'x',
      }),
    ).toMatchObject({ status: 'failed' });
    expect(await stripe.check()).toEqual({ ok: true, account: 'acct_fake' });
    const refused = createStripePayments(REFUSED_KEY, fake.endpoint).check();
    await expect(refused).rejects.toThrow(PaymentsProviderError);
    await expect(refused).rejects.not.toThrow(REFUSED_KEY);
  });

  it('says Stripe cannot be reached when nothing answers', async () => {
    const stripe = createStripePayments(KEY, { host: '127.0.0.1', port: 9, protocol: 'http' });
    await expect(stripe.check()).rejects.toThrow('Stripe could not be reached.');
  });

  it('reads the mode from the key and the endpoint from a URL', () => {
    expect(stripeModeOf('sk_test_abcdefgh1')).toBe('test');
    expect(stripeModeOf('rk_live_abcdefgh1')).toBe('live');
    expect(stripeModeOf('pk_live_abcdefgh1')).toBeNull();
    expect(stripeEndpointOf('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });
});
