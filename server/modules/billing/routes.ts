import type { DomainRoutes } from '../../domains';
import { billingContactRoutes } from './billingContactRoutes';
import { planRoutes } from './planRoutes';
import { productRoutes } from './productRoutes';
import { stripeRoutes } from './stripeRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';

/** Retrying pending cancellations: often enough that "pending" is short-lived. */
const RETRY_EVERY_MS = 60_000;

/** Billing: price plans, products, subscriptions, Stripe keys and webhooks (each a part). */
export const billingRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(planRoutes, repositories);
  void app.register(productRoutes, repositories);
  void app.register(subscriptionRoutes, repositories);
  void app.register(billingContactRoutes, repositories);
  void app.register(stripeRoutes, repositories);

  // Cancellations the provider could not take are retried in the background.
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', (ready) => {
    // Tests retry by hand, so a timer firing mid-test changes nothing they did not ask for.
    if (repositories.billing.retriesInBackground === false) {
      ready();
      return;
    }
    timer = setInterval(() => {
      repositories.billing.subscriptions.retryPendingCancels().catch((error: unknown) => {
        app.log.warn({ err: error }, 'retrying pending subscription cancellations failed');
      });
    }, RETRY_EVERY_MS);
    timer.unref();
    ready();
  });
  app.addHook('onClose', (_instance, closed) => {
    if (timer) clearInterval(timer);
    closed();
  });
  done();
};
