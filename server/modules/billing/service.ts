import type { Database } from '../../db/client';
import type { DomainDeps } from '../../domains';
import { createBillingContactRepository } from './billingContactRepository';
import { companyBySlug } from '../../db/companyBySlug';
import { createPlanRepository } from './planRepository';
import { createProductService } from './productService';
import { createProviderChoice } from './providerChoice';
import { createStripeSettingsRepository } from './stripeSettingsRepository';
import { createSubscriptionService } from './subscriptionService';

/**
 * Billing: the platform's price plans, each company's products and subscriptions, and the
 * provider each company pays through (its Stripe keys, else the local provider).
 */
export function createBillingService(db: Database, deps: DomainDeps) {
  const stripeSettings = createStripeSettingsRepository(db, deps.secretBox, deps.jwtSecret);
  const paymentsFor = deps.payments ?? createProviderChoice(db, deps.config, stripeSettings);
  return {
    paymentsFor,
    db,
    config: deps.config,
    retriesInBackground: deps.config.env !== 'test',
    /** The database id of a company by its companyID, or null. */
    companyBySlug: (slug: string): Promise<string | null> => companyBySlug(db, slug),
    plans: createPlanRepository(db),
    products: createProductService(db, paymentsFor),
    subscriptions: createSubscriptionService(db, paymentsFor),
    stripeSettings,
    contacts: createBillingContactRepository(db),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
