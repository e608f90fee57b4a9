import { PassThrough } from 'node:stream';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, StripeSettings, Subscription } from '../../../contract/billing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { REFUSED_KEY, startFakeStripe } from '../../providers/testing/fakeStripe';
import { ACME, GLOBEX, caller, customerBody, dataOf, productBody } from './testKit';

const SECRET_KEY = 'sk_test_AcmeSecretKey9f3a';
const WEBHOOK_SECRET = 'whsec_AcmeSigningSecret77c1';
const GLOBEX_WEBHOOK_SECRET = 'whsec_GlobexSigningSecret3e9b';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let log = '';
beforeAll(async () => {
  fake = await startFakeStripe();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  t = await createTestApp({ env: { STRIPE_API_URL: fake.url }, logStream });
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const bodies: string[] = [];
async function saved(response: Promise<{ body: string; statusCode: number; json: <U>() => U }>) {
  const answer = await response;
  bodies.push(answer.body);
  return answer;
}

function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

let webhookPath = '';
let subscription: Subscription;

describe('Stripe keys', () => {
  it('stores the keys sealed and shows only their last characters, the mode and the webhook address', async () => {
    const empty = dataOf<StripeSettings>(
      await saved(call(ACME, 'GET', '/payments/stripe/settings')),
    );
    expect(empty).toMatchObject({ configured: false, mode: null });
    // The full address is there before the keys: Stripe gives the signing secret for it.
    expect(empty.webhookUrl).toMatch(/^https?:\/\/[^/]+\/payments\/stripe\/webhook\/[\w-]{20,}$/);
    const set = await saved(
      call(ACME, 'PUT', '/payments/stripe/settings', {
        payload: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
      }),
    );
    expect(set.statusCode).toBe(200);
    const shown = dataOf<StripeSettings>(set);
    expect(shown).toMatchObject({
      configured: true,
      mode: 'test',
      secretKeyLast: '••••9f3a',
      webhookSecretLast: '••••77c1',
    });
    expect(shown.webhookUrl).toMatch(/\/payments\/stripe\/webhook\/[\w-]{20,}$/);
    expect(shown.webhookUrl).toBe(empty.webhookUrl);
    webhookPath = new URL(shown.webhookUrl ?? '').pathname;
    const check = await saved(call(ACME, 'POST', '/payments/stripe/settings/test'));
    expect(dataOf(check)).toEqual({ ok: true, account: 'acct_fake' });
    // Globex has keys of its own, or none: never acme's.
    const globex = dataOf<StripeSettings>(
      await saved(call(GLOBEX, 'GET', '/payments/stripe/settings')),
    );
    expect(globex).toMatchObject({ configured: false });
    expect(globex.webhookUrl).not.toBe(shown.webhookUrl);
    expect((await call(GLOBEX, 'POST', '/payments/stripe/settings/test')).statusCode).toBe(400);
  });

  it('refuses a publishable key, and reports a key Stripe refuses', async () => {
    const publishable = await call(GLOBEX, 'PUT', '/payments/stripe/settings', {
      payload: { secretKey: 'pk_test_Publishable123456' },
    });
    expect(publishable.statusCode).toBe(400);
    await call(GLOBEX, 'PUT', '/payments/stripe/settings', { payload: { secretKey: REFUSED_KEY } });
    const refused = await call(GLOBEX, 'POST', '/payments/stripe/settings/test');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'error_payment_keys' });
    expect(refused.body).not.toContain(REFUSED_KEY);
  });

  it('bills on Stripe once keys are set', async () => {
    const product = dataOf<Product>(
      await saved(call(ACME, 'POST', '/products', { payload: productBody('Stripe product') })),
    );
    expect(product).toMatchObject({ provider: 'stripe' });
    expect(product.productID).toMatch(/^prod_fake/);
    const made = await saved(
      call(ACME, 'POST', '/user/subscription', { payload: customerBody(product._id) }),
    );
    subscription = dataOf<Subscription>(made);
    expect(subscription).toMatchObject({ provider: 'stripe', status: 'incomplete' });
    expect(fake.calls.filter((c) => c.key !== SECRET_KEY && c.key !== REFUSED_KEY)).toEqual([]);
  });
});

describe('the Stripe webhook', () => {
  const subscriptionEvent = (id: string, created: number, status: string, atEnd = false) => ({
    id,
    object: 'event',
    type: status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
    created,
    data: {
      object: {
        id: subscription.subscriptionID,
        object: 'subscription',
        status,
        cancel_at_period_end: atEnd,
        items: { object: 'list', data: [{ current_period_end: created + 30 * 86400 }] },
      },
    },
  });
  const invoiceEvent = (id: string, created: number, type: string) => ({
    id,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: `in_${id}`,
        object: 'invoice',
        amount_paid: 2900,
        amount_due: 2900,
        currency: 'usd',
        parent: { subscription_details: { subscription: subscription.subscriptionID } },
      },
    },
  });
  const post = (event: object, secret?: string) =>
    t.app.inject({ method: 'POST', url: webhookPath, ...signed(event, secret) });
  const current = async () =>
    dataOf<Subscription>(await call(ACME, 'GET', `/user/subscription/${subscription._id}`));
  const payments = async () =>
    dataOf<unknown[]>(
      await call(ACME, 'GET', `/user/subscription/userid/items?subscriptionID=${subscription._id}`),
    );
  const now = Math.floor(Date.now() / 1000);

  it('refuses a bad signature and changes nothing', async () => {
    const forged = await post(
      invoiceEvent('evt_forged', now, 'invoice.paid'),
      'whsec_wrongSecret1',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'error_webhook_signature' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      payload: JSON.stringify(invoiceEvent('evt_unsigned', now, 'invoice.paid')),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await current()).status).toBe('incomplete');
    expect(await payments()).toEqual([]);
  });

  it('applies a paid invoice once, however often it arrives', async () => {
    const event = invoiceEvent('evt_paid_1', now, 'invoice.paid');
    expect((await post(event)).json()).toMatchObject({ data: { outcome: 'applied' } });
    const after = await current();
    expect(after.status).toBe('active');
    expect(await payments()).toHaveLength(1);
    expect((await post(event)).json()).toMatchObject({ data: { outcome: 'duplicate' } });
    expect(await current()).toEqual(after);
    expect(await payments()).toHaveLength(1);
  });

  it('marks a failed payment past due, and never moves backwards for an older event', async () => {
    const failed = await post(invoiceEvent('evt_failed_2', now + 60, 'invoice.payment_failed'));
    expect(failed.json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await current()).status).toBe('past_due');
    // An update made before the failure arrives late: it changes nothing.
    const late = await post(subscriptionEvent('evt_late_0', now + 30, 'active'));
    expect(late.json()).toMatchObject({ data: { outcome: 'stale' } });
    expect((await current()).status).toBe('past_due');
    await post(subscriptionEvent('evt_end_3', now + 120, 'active', true));
    expect(await current()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await post(subscriptionEvent('evt_gone_4', now + 180, 'canceled'));
    expect((await current()).status).toBe('canceled');
    // Cancelled stays cancelled, even for a newer "active".
    await post(subscriptionEvent('evt_zombie_5', now + 240, 'active'));
    expect((await current()).status).toBe('canceled');
  });

  it("keys events and payments by organisation: another's event id applies, another's invoice is not touched", async () => {
    // Globex has keys and a subscription of its own.
    const keys = await call(GLOBEX, 'PUT', '/payments/stripe/settings', {
      payload: { secretKey: 'sk_test_GlobexSecretKey51d0', webhookSecret: GLOBEX_WEBHOOK_SECRET },
    });
    const globexPath = new URL(dataOf<StripeSettings>(keys).webhookUrl ?? '').pathname;
    const product = dataOf<Product>(
      await call(GLOBEX, 'POST', '/products', { payload: productBody('Globex product') }),
    );
    const theirs = dataOf<Subscription>(
      await call(GLOBEX, 'POST', '/user/subscription', { payload: customerBody(product._id) }),
    );
    const postGlobex = (event: object) =>
      t.app.inject({ method: 'POST', url: globexPath, ...signed(event, GLOBEX_WEBHOOK_SECRET) });
    const acmeBefore = await payments();
    expect(acmeBefore).toContainEqual(expect.objectContaining({ status: 'failed' }));

    // The id of an event acme's endpoint has applied, in globex's own signed delivery.
    const sameId = invoiceEvent('evt_paid_1', now + 300, 'invoice.paid');
    sameId.data.object.parent.subscription_details.subscription = theirs.subscriptionID;
    sameId.data.object.id = 'in_globex_own';
    expect((await postGlobex(sameId)).json()).toMatchObject({ data: { outcome: 'applied' } });
    const globexPayments = async () =>
      dataOf<unknown[]>(
        await call(GLOBEX, 'GET', `/user/subscription/userid/items?subscriptionID=${theirs._id}`),
      );
    expect(await globexPayments()).toHaveLength(1);

    // Acme's failed invoice, paid for globex's subscription: acme's row stays failed.
    const acmeInvoice = invoiceEvent('evt_globex_claims', now + 360, 'invoice.paid');
    acmeInvoice.data.object.id = 'in_evt_failed_2';
    acmeInvoice.data.object.parent.subscription_details.subscription = theirs.subscriptionID;
    await postGlobex(acmeInvoice);
    expect(await payments()).toEqual(acmeBefore);

    // Acme's subscription in globex's signed event: ignored, acme unchanged.
    const acmeBeforeSub = await current();
    const foreign = await postGlobex(subscriptionEvent('evt_foreign_6', now + 400, 'active'));
    expect(foreign.json()).toMatchObject({ data: { outcome: 'ignored' } });
    expect(await current()).toEqual(acmeBeforeSub);
  });

  it('has no webhook at an address no company holds', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook/nobody-has-this-token',
      ...signed(invoiceEvent('evt_x', now, 'invoice.paid')),
    });
    expect(response.statusCode).toBe(404);
  });

  it('never shows the keys in an answer or the log', () => {
    expect(bodies.length).toBeGreaterThan(5);
    expect(log.length).toBeGreaterThan(100);
    for (const secret of [SECRET_KEY, WEBHOOK_SECRET, REFUSED_KEY]) {
      expect(bodies.join('\n')).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });
});
