import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, Product, Subscription } from '../../../contract/billing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import type { Repositories } from '../../domains';
import { createLocalPayments } from '../../providers/payments/localPayments';
import {
  PaymentsProviderError,
  type PaymentsProvider,
} from '../../providers/payments/paymentsProvider';
import { ACME, GLOBEX, SUPER, caller, customerBody, dataOf } from './testKit';

/** The local provider, with cancelling switched off while `down` is set. */
let down = false;
let t: TestApp;
let call: ReturnType<typeof caller>;
let billing: Repositories['billing'];
beforeAll(async () => {
  let local: PaymentsProvider | null = null;
  t = await createTestApp({
    // Hands the test the app's own billing service, to retry with.
    extraRoutes: [
      (_app, repositories, done) => {
        billing = repositories.billing;
        done();
      },
    ],
    payments: () => {
      local ??= createLocalPayments(t.db, 'http://console.test');
      const provider = local;
      return Promise.resolve({
        ...provider,
        cancelSubscription: (id, options) =>
          down
            ? Promise.reject(new PaymentsProviderError('The provider could not be reached.'))
            : provider.cancelSubscription(id, options),
      });
    },
  });
  call = caller(t);
});
afterAll(() => t.close());

async function acmeProduct(name: string): Promise<Product> {
  const product = dataOf<Product[]>(await call(ACME, 'GET', '/products/acme')).find(
    (item) => item.product === name,
  );
  if (!product) throw new Error(`no product ${name}`);
  return product;
}
async function subscribe(productName = 'Member app'): Promise<Subscription> {
  const product = await acmeProduct(productName);
  const response = await call(ACME, 'POST', '/user/subscription', {
    payload: customerBody(product._id),
  });
  expect(response.statusCode).toBe(200);
  return dataOf<Subscription>(response);
}

describe('subscriptions', () => {
  it("lists the organization's subscriptions with SPEC.md's fields, filtered by status", async () => {
    const all = dataOf<Subscription[]>(await call(ACME, 'GET', '/subscriptions/acme'));
    // Four organisations' customers, and eighteen members who pay for the app themselves.
    expect(all).toHaveLength(22);
    expect(all.filter((item) => item.mobileUserID !== null)).toHaveLength(18);
    const dana = all.find((item) => item.customerInfo.contactName === 'Dana Whitfield');
    expect(dana).toMatchObject({
      companyID: 'acme',
      status: 'active',
      customerInfo: {
        clientName: 'Acme Local 12',
        billingInfo: { email: 'dana.whitfield@local12.example', phone: '+1 555 0142' },
      },
      productInfo: {
        product: 'Member app',
        plan: { nickname: 'Member app monthly', amount: 2900, currency: 'usd', interval: 'month' },
      },
      cancelAtPeriodEnd: false,
      cancelPending: false,
    });
    const canceled = dataOf<Subscription[]>(
      await call(ACME, 'GET', '/subscriptions/acme?status=canceled'),
    );
    expect(canceled.map((item) => item.customerInfo.contactName)).toEqual(['Tom Becker']);
    expect(dataOf<Subscription[]>(await call(ACME, 'GET', '/user/subscription'))).toHaveLength(22);
    expect(dataOf<Subscription[]>(await call(SUPER, 'GET', '/subscriptions/All'))).toHaveLength(28);
  });

  it('subscribes a customer, takes the first payment and lists it', async () => {
    const made = await subscribe('Member app, yearly');
    expect(made).toMatchObject({
      status: 'active',
      provider: 'local',
      productInfo: { plan: { amount: 29000, interval: 'year' } },
      customerInfo: { contactName: 'Ada Lovelace', clientName: 'Analytical Engines' },
    });
    expect(made.subscriptionID).toMatch(/^lsub_/);
    expect(made.customerID).toMatch(/^lcus_/);
    const yearOut = new Date(made.dateCreated).getTime() + 360 * 24 * 3600 * 1000;
    expect(new Date(made.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(yearOut);
    const payments = dataOf<Payment[]>(
      await call(ACME, 'GET', `/user/subscription/userid/items?subscriptionID=${made._id}`),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 29000, currency: 'usd', status: 'paid' });
    expect(dataOf(await call(ACME, 'GET', `/user/subscription/${made._id}`))).toEqual(made);
  });

  it("changes a customer's details", async () => {
    const made = await subscribe();
    const changed = await call(ACME, 'PUT', `/user/subscription/${made._id}`, {
      payload: {
        contactName: 'Grace Hopper',
        clientName: 'Cobol Ltd',
        email: 'grace@cobol.example',
      },
    });
    expect(dataOf<Subscription>(changed).customerInfo).toEqual({
      contactName: 'Grace Hopper',
      clientName: 'Cobol Ltd',
      billingInfo: { email: 'grace@cobol.example', phone: '' },
    });
    const blank = await call(ACME, 'PUT', `/user/subscription/${made._id}`, {
      payload: { contactName: ' ', clientName: 'Cobol Ltd', email: 'grace@cobol.example' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it("cancels at the period's end by default, at once when asked, and only once", async () => {
    const atEnd = await subscribe();
    const ending = dataOf<Subscription>(
      await call(ACME, 'GET', `/subscriptions/cancel/${atEnd._id}`),
    );
    expect(ending).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelPending: false,
    });

    const now = await subscribe();
    const ended = dataOf<Subscription>(
      await call(ACME, 'GET', `/subscriptions/cancel/${now._id}?immediately=true`),
    );
    expect(ended).toMatchObject({ status: 'canceled', cancelPending: false });
    const again = await call(ACME, 'DELETE', `/user/subscription/${now._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'error_subscription_canceled' });

    const deleted = await subscribe();
    expect(
      dataOf<Subscription>(await call(ACME, 'DELETE', `/user/subscription/${deleted._id}`)).status,
    ).toBe('canceled');
  });

  it('keeps a cancellation while the provider is down and retries it', async () => {
    const made = await subscribe();
    down = true;
    const pending = await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`);
    expect(pending.statusCode).toBe(200);
    expect(dataOf<Subscription>(pending)).toMatchObject({
      status: 'active',
      cancelPending: true,
      cancelAtPeriodEnd: false,
    });
    // Retried a minute later, then two, four ... minutes apart: not before it is due.
    const due = async () => {
      const [row] = await selectRows<{ at: Date; attempts: number }>(
        t.db,
        sql`select cancel_retry_at as at, cancel_attempts as attempts
          from billing_subscriptions where id = ${made._id}`,
      );
      return row;
    };
    const first = await due();
    expect(first?.attempts).toBe(1);
    expect(new Date(first?.at ?? 0).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await billing.subscriptions.retryPendingCancels()).toBe(0);
    const overdue = sql`update billing_subscriptions set cancel_retry_at = now() - interval '1 second'
      where id = ${made._id}`;
    await t.db.execute(overdue);
    expect(await billing.subscriptions.retryPendingCancels()).toBe(0);
    const second = await due();
    expect(second?.attempts).toBe(2);
    expect(new Date(second?.at ?? 0).getTime()).toBeGreaterThan(Date.now() + 110_000);
    down = false;
    await t.db.execute(overdue);
    expect(await billing.subscriptions.retryPendingCancels()).toBe(1);
    const after = dataOf<Subscription>(await call(ACME, 'GET', `/user/subscription/${made._id}`));
    expect(after).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelPending: false,
    });
  });

  it("never lets globex read or cancel acme's subscriptions", async () => {
    const made = await subscribe();
    expect((await call(GLOBEX, 'GET', `/user/subscription/${made._id}`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'GET', `/subscriptions/cancel/${made._id}`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `/user/subscription/${made._id}`)).statusCode).toBe(404);
    expect(
      (
        await call(GLOBEX, 'PUT', `/user/subscription/${made._id}`, {
          payload: { contactName: 'X', clientName: 'Y', email: 'x@y.example' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(GLOBEX, 'GET', `/user/subscription/userid/items?subscriptionID=${made._id}`))
        .statusCode,
    ).toBe(404);
    const globexList = dataOf<Subscription[]>(await call(GLOBEX, 'GET', '/subscriptions/acme'));
    expect(new Set(globexList.map((item) => item.companyID))).toEqual(new Set(['globex']));
    const acmeProductId = (await acmeProduct('Member app'))._id;
    const foreign = await call(GLOBEX, 'POST', '/user/subscription', {
      payload: customerBody(acmeProductId),
    });
    expect(foreign.statusCode).toBe(400);
    expect(dataOf(await call(ACME, 'GET', `/user/subscription/${made._id}`))).toEqual(made);
  });
});
