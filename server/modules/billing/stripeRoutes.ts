import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  StripeCheckResponse,
  StripeKeysBody,
  StripeSettingsResponse,
  type StripeSettings,
} from '../../../contract/billing';
import { ErrorResponse, FreeText, Success, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { ORGANISATION_ADMINS, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { PaymentsProviderError } from '../../providers/payments/paymentsProvider';
import {
  createStripePayments,
  stripeEndpointOf,
  stripeModeOf,
  verifyStripeEvent,
} from '../../providers/payments/stripePayments';
import { companyOf } from './companyOf';
import { createWebhookRepository } from './webhookRepository';

const tags = ['payments'];
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };

/**
 * /other-settings/stripe: a company's Stripe keys (sealed, shown by their last characters), a
 * test call, and the public webhook Stripe posts its events to.
 */
export const stripeRoutes: DomainRoutes = (app, { billing }, done) => {
  const { stripeSettings, config, db } = billing;
  const endpoint = config.stripeApiUrl ? stripeEndpointOf(config.stripeApiUrl) : null;
  const webhooks = createWebhookRepository(db);

  // The full address of the webhook route below, as Stripe must be told it.
  const webhookUrlOf = (token: string) =>
    `${config.apiUrl.replace(/\/+$/, '')}/payments/stripe/webhook/${token}`;

  async function shown(companyId: string): Promise<StripeSettings> {
    const stored = await stripeSettings.shownOf(companyId);
    if (!stored) {
      return {
        configured: false,
        mode: null,
        secretKeyLast: null,
        webhookSecretLast: null,
        // The address the first save keeps, so Stripe can be set up before the keys are saved.
        webhookUrl: webhookUrlOf(stripeSettings.webhookTokenFor(companyId)),
        updatedAt: null,
      };
    }
    return {
      configured: true,
      mode: stored.mode,
      secretKeyLast: stored.secretKeyLast,
      webhookSecretLast: stored.webhookSecretLast,
      webhookUrl: webhookUrlOf(stored.webhookToken),
      updatedAt: stored.updatedAt,
    };
  }

  app.get(
    '/payments/stripe/settings',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The organization's Stripe keys, by their last characters, and its webhook address",
        response: { 200: StripeSettingsResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await shown(companyOf(scopeOf(request))) }),
  );

  app.put(
    '/payments/stripe/settings',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set the Stripe keys: billing goes through Stripe from then on',
        description:
          'The keys are sealed before they are stored and never answered; the mode (test or live) comes from the key prefix. Products and subscriptions made before stay with the provider that made them.',
        body: StripeKeysBody,
        response: { 200: StripeSettingsResponse, ...authErrors },
      },
    },
    async (request) => {
      const companyId = companyOf(scopeOf(request));
      const mode = stripeModeOf(request.body.secretKey);
      if (!mode) {
        throw new AppError('error_payment_keys', 'That is not a Stripe secret key.', [
          { field: 'secretKey', message: 'must start sk_test_, sk_live_, rk_test_ or rk_live_' },
        ]);
      }
      await stripeSettings.save(companyId, {
        secretKey: request.body.secretKey,
        webhookSecret: request.body.webhookSecret ?? null,
        mode,
      });
      return { success: true as const, data: await shown(companyId) };
    },
  );

  app.delete(
    '/payments/stripe/settings',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove the Stripe keys: new products go through the local provider',
        response: { 200: StripeSettingsResponse, ...authErrors },
      },
    },
    async (request) => {
      const companyId = companyOf(scopeOf(request));
      await stripeSettings.remove(companyId);
      return { success: true as const, data: await shown(companyId) };
    },
  );

  app.post(
    '/payments/stripe/settings/test',
    {
      config: { access, audit: { read: 'asks Stripe whether the stored key works' } },
      schema: {
        tags,
        summary: 'Ask Stripe whether the stored key works',
        description: 'A key Stripe refuses answers 400 error_payment_keys; Stripe away, 502.',
        response: { 200: StripeCheckResponse, ...authErrors, 502: ErrorResponse },
      },
    },
    async (request) => {
      const keys = await stripeSettings.keysOf(companyOf(scopeOf(request)));
      if (!keys) throw new AppError('error_payment_keys', 'Set the Stripe keys first.');
      try {
        const answer = await createStripePayments(keys.secretKey, endpoint).check();
        return { success: true as const, data: answer };
      } catch (error) {
        if (error instanceof PaymentsProviderError && error.refused) {
          throw new AppError('error_payment_keys', 'Stripe did not accept this key.');
        }
        if (error instanceof PaymentsProviderError) {
          throw new AppError('error_payment_provider', error.message);
        }
        throw error;
      }
    },
  );

  // Stripe's events: the raw body is needed to check the signature, so it is kept as text here.
  void app.register((plain, _options, registered) => {
    const webhookApp = plain.withTypeProvider<TypeBoxTypeProvider>();
    webhookApp.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, parsed) => parsed(null, body),
    );
    webhookApp.post(
      '/payments/stripe/webhook/:token',
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: "Stripe's subscription and invoice events for one organization",
          description:
            'The path token names the organization; the Stripe-Signature header must match its signing secret (400 error_webhook_signature otherwise). Each event counts once; an event older than the last applied to a subscription changes nothing.',
          params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }) }),
          headers: Type.Object({
            'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })),
          }),
          body: FreeText({ maxLength: 1024 * 1024 }),
          response: {
            200: Success(Type.Object({ outcome: Type.String() })),
            400: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const keys = await stripeSettings.keysByWebhookToken(request.params.token);
        if (!keys?.webhookSecret) {
          throw new AppError('not_found', 'No webhook at this address.');
        }
        let facts;
        try {
          facts = await verifyStripeEvent(
            request.body,
            request.headers['stripe-signature'] ?? '',
            keys.webhookSecret,
          );
        } catch {
          throw new AppError('error_webhook_signature', 'The signature does not match.');
        }
        const outcome = await webhooks.apply(keys.companyId, facts);
        return { success: true as const, data: { outcome } };
      },
    );
    registered();
  });
  done();
};
