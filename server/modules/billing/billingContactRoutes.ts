import { BillingContactBody, BillingContactResponse } from '../../../contract/billing';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { companyOf } from './companyOf';

const tags = ['subscriptions'];
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'subscription' };
const description =
  "The organization's billing contact: who receives its bills and receipts, shown as the profile's `billingInfo`. A platform admin names the organization in the navbar first (400 otherwise).";

/**
 * PUT and DELETE /user/subscription, with no id: the tsv lists them beside the organisation's
 * subscriptions and the spec gives no body, so they hold the organisation's own billing
 * details (docs/decisions.md, "Billing").
 */
export const billingContactRoutes: DomainRoutes = (app, { billing }, done) => {
  app.put(
    '/user/subscription',
    {
      config: { access },
      schema: {
        tags,
        summary: "Set the organization's billing contact",
        description,
        body: BillingContactBody,
        response: { 200: BillingContactResponse, ...authErrors, 400: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await billing.contacts.save(companyOf(scopeOf(request)), request.body),
    }),
  );

  app.delete(
    '/user/subscription',
    {
      config: { access },
      schema: {
        tags,
        summary: "Remove the organization's billing contact",
        description,
        response: { 200: BillingContactResponse, ...authErrors, 400: ErrorResponse },
      },
    },
    async (request) => {
      await billing.contacts.remove(companyOf(scopeOf(request)));
      return { success: true as const, data: null };
    },
  );
  done();
};
