import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Subscription } from '../../../contract/billing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import type { Repositories } from '../../domains';
import { createLocalPayments } from '../../providers/payments/localPayments';
import {
  PaymentsProviderError,
  type PaymentsProvider,
} from '../../providers/payments/paymentsProvider';
import { ACME, GLOBEX, caller, customerBody, dataOf } from './testKit';

/** How the provider answers a cancellation or its withdrawal. */
let provider: 'up' | 'down' | 'refusing' = 'up';
let t: TestApp;
let call: ReturnType<typeof caller>;
let billing: Repositories['billing'];
beforeAll(async () => {
  let local: PaymentsProvider | null = null;
  const failing = () =>
    provider === 'down'
      ? Promise.reject(new PaymentsProviderError('The provider could not be reached.'))
      : Promise.reject(new PaymentsProviderError('No such subscription: sub_gone', false, true));
  t = await createTestApp({
    extraRoutes: [
      (_app, repositories, done) => {
        billing = repositories.billing;
        done();
      },
    ],
    payments: () => {
      local ??= createLocalPayments(t.db, 'http://console.test');
      const base = local;
      return Promise.resolve({
        ...base,
        cancelSubscription: (id, options) =>
          provider === 'up' ? base.cancelSubscription(id, options) : failing(),
        resumeSubscription: (id) => (provider === 'up' ? base.resumeSubscription(id) : failing()),
      });
    },
  });
  call = caller(t);
});
afterAll(() => t.close());

async function subscribe(): Promise<Subscription> {
  const products = dataOf<Product[]>(await call(ACME, 'GET', '/products/acme'));
  const product = products.find((item) => item.product === 'Member app');
  if (!product) throw new Error('no Member app');
  return dataOf<Subscription>(
    await call(ACME, 'POST', '/user/subscription', { payload: customerBody(product._id) }),
  );
}
const resume = (id: string, email = ACME) => call(email, 'POST', `/user/subscription/${id}`, {});

describe('withdrawing a cancellation', () => {
  it("renews a subscription set to end at the period's end", async () => {
    const made = await subscribe();
    await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`);
    const resumed = await resume(made._id);
    expect(resumed.statusCode).toBe(200);
    expect(dataOf<Subscription>(resumed)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      cancelPending: false,
    });
    const again = await resume(made._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'error_subscription_not_ending' });
  });

  it('drops a cancellation still pending, and changes nothing when the provider is away', async () => {
    const made = await subscribe();
    provider = 'down';
    await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`);
    const dropped = dataOf<Subscription>(await resume(made._id));
    expect(dropped).toMatchObject({ cancelPending: false, cancelAtPeriodEnd: false });
    expect(await billing.subscriptions.retryPendingCancels()).toBe(0);

    provider = 'up';
    await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`);
    provider = 'down';
    const away = await resume(made._id);
    expect(away.statusCode).toBe(502);
    const kept = dataOf<Subscription>(await call(ACME, 'GET', `/user/subscription/${made._id}`));
    expect(kept.cancelAtPeriodEnd).toBe(true);
    provider = 'up';
  });

  it('refuses a cancelled subscription, and another organisation', async () => {
    const made = await subscribe();
    await call(ACME, 'DELETE', `/user/subscription/${made._id}`);
    const canceled = await resume(made._id);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json()).toMatchObject({ code: 'error_subscription_canceled' });
    const ending = await subscribe();
    await call(ACME, 'GET', `/subscriptions/cancel/${ending._id}`);
    expect((await resume(ending._id, GLOBEX)).statusCode).toBe(404);
  });
});

describe('a cancellation the provider refuses', () => {
  it('ends the request with the reason, and is not retried', async () => {
    const made = await subscribe();
    provider = 'refusing';
    const refused = dataOf<Subscription>(
      await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`),
    );
    expect(refused).toMatchObject({
      status: 'active',
      cancelPending: false,
      cancelError: 'No such subscription: sub_gone',
    });
    provider = 'up';
    expect(await billing.subscriptions.retryPendingCancels()).toBe(0);
    // Asking again starts afresh.
    const asked = dataOf<Subscription>(
      await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`),
    );
    expect(asked).toMatchObject({ cancelAtPeriodEnd: true, cancelError: null });
  });
});
