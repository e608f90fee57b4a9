import {
  WebhookDeletedResponse,
  WebhookDeliveryParams,
  WebhookDeliveryResponse,
  WebhookEndpointBody,
  WebhookIdParams,
  WebhookListResponse,
  WebhookLogQuery,
  WebhookLogResponse,
  WebhookPauseBody,
  WebhookResponse,
  WebhookSecretResponse,
} from '../../../contract/webhooks';
import { authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf, type Scope } from '../../plugins/tenancy';

const tags = ['webhooks'];
/** Organisation admins, with the company settings' key (the Webhooks screen is one of them). */
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'CompanySettings' };
const whose =
  "A company admin manages its organisation's endpoints, a platform admin those of the organisation chosen. Another organisation's endpoint answers 404.";
const urlRule =
  'The URL must be https and reach a public address (checked after resolving its name); a private, loopback, link-local or metadata address is refused.';

/** The organisation a call is for; a platform admin chooses one first. */
function companyOf(scope: Scope): string {
  if (!scope.companyId)
    throw new AppError('validation_error', 'Choose an organization first.', [
      { field: 'companyID', message: 'must name an organization: choose one in the navbar first' },
    ]);
  return scope.companyId;
}

/** Webhooks out: an organisation's endpoints, their delivery log, resend and a test event. */
export const webhookRoutes: DomainRoutes = (app, { webhooks }, done) => {
  app.get(
    '/webhooks',
    {
      config: { access },
      schema: {
        tags,
        summary: "The organisation's webhook endpoints",
        description: `Oldest first, each with its secret's last characters, its queued deliveries and those failed in the last day. ${whose}`,
        response: { 200: WebhookListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.list(companyOf(scopeOf(request))),
    }),
  );

  app.post(
    '/webhooks',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add an endpoint (its secret is answered this once)',
        description: `${urlRule} ${whose}`,
        body: WebhookEndpointBody,
        response: { 201: WebhookSecretResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      const data = await webhooks.create(companyOf(scopeOf(request)), request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Change an endpoint's URL, description and events",
        description: `${urlRule} ${whose}`,
        params: WebhookIdParams,
        body: WebhookEndpointBody,
        response: { 200: WebhookResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.update(companyOf(scopeOf(request)), request.params.id, request.body),
    }),
  );

  app.put(
    '/webhooks/:id/paused',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Pause or resume an endpoint',
        description: `Paused, no new events are queued for it and those queued wait; resumed, they go out. ${whose}`,
        params: WebhookIdParams,
        body: WebhookPauseBody,
        response: { 200: WebhookResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.setPaused(
        companyOf(scopeOf(request)),
        request.params.id,
        request.body.paused,
      ),
    }),
  );

  app.post(
    '/webhooks/:id/secret',
    {
      config: { access },
      schema: {
        tags,
        summary: "Roll an endpoint's secret (the new one is answered this once)",
        description: `Deliveries are signed with the new secret from now on. ${whose}`,
        params: WebhookIdParams,
        response: { 200: WebhookSecretResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.rollSecret(companyOf(scopeOf(request)), request.params.id),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        description: whose,
        params: WebhookIdParams,
        response: { 200: WebhookDeletedResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.remove(companyOf(scopeOf(request)), request.params.id),
    }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        summary: "An endpoint's delivery log",
        description: `Newest first, 20 a page, optionally only one status (queued, delivered, failed), with the last response's code and its first 500 characters. ${whose}`,
        params: WebhookIdParams,
        querystring: WebhookLogQuery,
        response: { 200: WebhookLogResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.log(companyOf(scopeOf(request)), request.params.id, request.query),
    }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send one delivery again',
        description: `Queued at once with the same event id, and tried for a day from now. ${whose}`,
        params: WebhookDeliveryParams,
        response: { 200: WebhookDeliveryResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.resend(
        companyOf(scopeOf(request)),
        request.params.id,
        request.params.deliveryId,
      ),
    }),
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a test event to an endpoint',
        description: `Queues a \`webhook.test\` event, whatever the endpoint subscribes to, even when paused (it then waits). ${whose}`,
        params: WebhookIdParams,
        response: { 201: WebhookDeliveryResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      const data = await webhooks.sendTest(companyOf(scopeOf(request)), request.params.id);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  done();
};
