import { Type } from '@sinclair/typebox';
import {
  CancelQuery,
  PaymentListResponse,
  PaymentsQuery,
  SubscriptionBody,
  SubscriptionCustomerBody,
  SubscriptionListQuery,
  SubscriptionListResponse,
  SubscriptionResponse,
} from '../../../contract/billing';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['subscriptions'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'subscription' };
const providerErrors = { 402: ErrorResponse, 409: ErrorResponse, 502: ErrorResponse };
const cancelRule =
  'The request is stored before the provider is asked; when the provider cannot be reached it stays pending (`cancelPending`) and is retried after 1, 2, 4 ... minutes, at most an hour apart; a provider that refuses it outright ends the request with `cancelError`. A subscription already cancelled answers 409 error_subscription_canceled.';

/** SPEC.md section 7, "Other": subscriptions, their cancelling and their payments. */
export const subscriptionRoutes: DomainRoutes = (app, { billing }, done) => {
  const { subscriptions } = billing;

  app.get(
    '/subscriptions/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "An organization's subscriptions, newest first",
        description:
          "`id` is the companyID. A company admin gets its own company's whatever it says; a platform admin the named company's (404 when there is none), or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: SubscriptionListQuery,
        response: { 200: SubscriptionListResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      let named: string | null = null;
      if (scope.kind === 'platform' && request.params.id !== 'All') {
        named = await billing.companyBySlug(request.params.id);
        if (!named) throw notFound('Company');
      }
      return {
        success: true as const,
        data: await subscriptions.list(scope, named, request.query.status),
      };
    },
  );

  app.get(
    '/subscriptions/cancel/:id',
    {
      config: { access, audit: { write: 'cancels the subscription at its provider' } },
      schema: {
        tags,
        summary: "Cancel a subscription, at its period's end unless `immediately`",
        description: cancelRule,
        params: IdParams,
        querystring: CancelQuery,
        response: { 200: SubscriptionResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.cancel(
        scopeOf(request),
        request.params.id,
        request.query.immediately === true,
      ),
    }),
  );

  app.get(
    '/user/subscription',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The chosen organization's subscriptions (every one for a platform admin with none chosen)",
        querystring: SubscriptionListQuery,
        response: { 200: SubscriptionListResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return {
        success: true as const,
        data: await subscriptions.list(scope, scope.companyId, request.query.status),
      };
    },
  );

  app.get(
    '/user/subscription/userid/items',
    {
      config: { access },
      schema: {
        tags,
        summary: "Payments: one subscription's, or the organization's latest 500",
        querystring: PaymentsQuery,
        response: { 200: PaymentListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.payments(scopeOf(request), request.query.subscriptionID),
    }),
  );

  app.get(
    '/user/subscription/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One subscription',
        params: IdParams,
        response: { 200: SubscriptionResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.find(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/user/subscription',
    {
      config: { access },
      schema: {
        tags,
        summary: "Subscribe a customer to one of the organization's products",
        description:
          "Made at the product's provider: the local provider takes the first period's payment at once; on Stripe the subscription is `incomplete` until its first invoice is paid (webhooks). A refused card answers 402 error_payment_declined, a provider away 502 error_payment_provider; nothing is stored then.",
        body: SubscriptionBody,
        response: { 200: SubscriptionResponse, ...authErrors, ...providerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.create(scopeOf(request), request.body),
    }),
  );

  app.post(
    '/user/subscription/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Withdraw a cancellation asked for at the period's end",
        description:
          'The subscription renews again. A request still pending is dropped; one the provider holds is withdrawn there (502 error_payment_provider when it cannot be reached: nothing changes). A subscription not set to end answers 409 error_subscription_not_ending, a cancelled one 409 error_subscription_canceled.',
        params: IdParams,
        response: { 200: SubscriptionResponse, ...authErrors, ...providerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.resume(scopeOf(request), request.params.id),
    }),
  );

  app.put(
    '/user/subscription/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a subscription's customer details",
        params: IdParams,
        body: SubscriptionCustomerBody,
        response: { 200: SubscriptionResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.updateCustomer(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/subscription/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Cancel a subscription at once',
        description: `The row is kept with its payments. ${cancelRule}`,
        params: IdParams,
        response: { 200: SubscriptionResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.cancel(scopeOf(request), request.params.id, true),
    }),
  );
  done();
};
