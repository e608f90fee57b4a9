import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointWithSecret,
  type WebhookLog,
  type WebhookLogQuery,
} from '../../../contract/webhooks';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secretBox';
import { resolveTarget, type Resolver } from './addressGuard';
import { createWebhooksRepository, newWebhookSecret } from './repository';

export interface WebhooksServiceDeps {
  secretBox: SecretBox;
  allowPrivate: boolean;
  resolver?: Resolver;
}

const notFound = () => new AppError('not_found', 'No such webhook endpoint in this organization.');

/** The rules of an organisation's webhook endpoints, over their repository. */
export function createWebhooksService(db: Database, deps: WebhooksServiceDeps) {
  const repository = createWebhooksRepository(db, deps.secretBox);

  /** Refuses a URL that is not https or leads to a private address (after resolving it). */
  async function checkUrl(url: string): Promise<void> {
    const target = await resolveTarget(url, deps.allowPrivate, deps.resolver);
    // A name that does not resolve yet may later: only a lasting refusal stops the save.
    if ('refused' in target && target.lasting)
      throw new AppError('validation_error', target.refused, [
        { field: 'url', message: target.refused },
      ]);
  }

  async function found(companyId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await repository.find(companyId, id);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  async function withSecret(
    companyId: string,
    id: string,
    secret: string,
  ): Promise<WebhookEndpointWithSecret> {
    return { ...(await found(companyId, id)), secret };
  }

  return {
    list: (companyId: string) => repository.list(companyId),
    find: found,

    async create(companyId: string, body: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
      if ((await repository.list(companyId)).length >= WEBHOOK_ENDPOINTS_MAX)
        throw new AppError(
          'validation_error',
          `An organization can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints: delete one first.`,
        );
      await checkUrl(body.url);
      const secret = newWebhookSecret();
      const id = await repository.create(companyId, body, secret);
      return withSecret(companyId, id, secret);
    },

    async update(
      companyId: string,
      id: string,
      body: WebhookEndpointBody,
    ): Promise<WebhookEndpoint> {
      await found(companyId, id);
      await checkUrl(body.url);
      await repository.update(companyId, id, {
        url: body.url,
        description: body.description?.trim() ?? '',
        events: [...new Set(body.events)],
      });
      return found(companyId, id);
    },

    async setPaused(companyId: string, id: string, paused: boolean): Promise<WebhookEndpoint> {
      if (!(await repository.update(companyId, id, { paused }))) throw notFound();
      return found(companyId, id);
    },

    /** A new secret, shown this once; deliveries are signed with it from now on. */
    async rollSecret(companyId: string, id: string): Promise<WebhookEndpointWithSecret> {
      const secret = newWebhookSecret();
      if (!(await repository.update(companyId, id, { secret }))) throw notFound();
      return withSecret(companyId, id, secret);
    },

    async remove(companyId: string, id: string): Promise<{ id: string }> {
      if (!(await repository.remove(companyId, id))) throw notFound();
      return { id };
    },

    async log(companyId: string, id: string, query: WebhookLogQuery): Promise<WebhookLog> {
      const log = await repository.log(companyId, id, query);
      if (!log) throw notFound();
      return log;
    },

    async resend(companyId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const delivery = await repository.resend(companyId, id, deliveryId);
      if (!delivery) throw new AppError('not_found', 'No such delivery for this endpoint.');
      return delivery;
    },

    async sendTest(companyId: string, id: string): Promise<WebhookDelivery> {
      const delivery = await repository.queueTest(companyId, id);
      if (!delivery) throw notFound();
      return delivery;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
