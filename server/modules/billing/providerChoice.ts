import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createLocalPayments } from '../../providers/payments/localPayments';
import {
  PaymentsProviderError,
  type PaymentsFor,
  type PaymentsProvider,
} from '../../providers/payments/paymentsProvider';
import { createStripePayments, stripeEndpointOf } from '../../providers/payments/stripePayments';
import type { StripeSettingsRepository } from './stripeSettingsRepository';

/** Picks each company's provider: Stripe with the keys it set, else the local one. */
export function createProviderChoice(
  db: Database,
  config: Config,
  stripeSettings: StripeSettingsRepository,
): PaymentsFor {
  const local = createLocalPayments(db, config.consoleUrl);
  const endpoint = config.stripeApiUrl ? stripeEndpointOf(config.stripeApiUrl) : null;
  return async (companyId, kind) => {
    if (kind === 'local') return local;
    const keys = await stripeSettings.keysOf(companyId);
    if (!keys) {
      if (kind === 'stripe') {
        throw new AppError(
          'error_payment_keys',
          'This was made on Stripe and the organization has no Stripe keys now.',
        );
      }
      return local;
    }
    return createStripePayments(keys.secretKey, endpoint);
  };
}

/** A provider failure as the API answers it: a refused card, or a provider away (502). */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentsProviderError) {
    if (error.declined) {
      throw new AppError('error_payment_declined', 'The card was declined. Nothing was charged.');
    }
    throw new AppError('error_payment_provider', error.message);
  }
  throw error;
}

/** Runs a provider call, answering its failure as the API does. */
export async function withProvider<T>(
  provider: PaymentsProvider,
  work: (provider: PaymentsProvider) => Promise<T>,
): Promise<T> {
  try {
    return await work(provider);
  } catch (error) {
    return providerFailure(error);
  }
}
