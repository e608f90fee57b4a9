import { Type } from '@sinclair/typebox';
import { authErrors } from '../../../contract/common';
import {
  ApiKeyBody,
  ApiKeyListResponse,
  ApiKeyResponse,
  CreatedApiKeyResponse,
} from '../../../contract/apiKeys';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['apiKeys'];
/**
 * Organisation admins holding the company settings' key manage their organisation's keys; a
 * platform admin with no organisation chosen, the platform's. Keys never manage keys.
 */
export const API_KEY_ACCESS: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  apiKeys: false,
};
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** API keys: list, create (the secret shown once), revoke. */
export const apiKeyRoutes: DomainRoutes = (app, { apiKeys }, done) => {
  app.get(
    '/api-keys',
    {
      config: { access: API_KEY_ACCESS },
      schema: {
        tags,
        summary: "The organisation's API keys, newest first",
        description:
          'Each with its prefix, scope, access keys, expiry, last use (to the minute) and creator; never its secret. A platform admin with no organisation chosen lists the platform keys.',
        response: { 200: ApiKeyListResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await apiKeys.list(scopeOf(request)) }),
  );

  app.post(
    '/api-keys',
    {
      config: { access: API_KEY_ACCESS },
      schema: {
        tags,
        summary: 'Make an API key: its secret is in this answer only',
        description:
          "The key carries `accessKeys`, each of which the caller's role must hold (403 otherwise), is held to `channelID` when given, and stops at `expiresAt` when given. Send it as `Authorization: Bearer tid_live_…`.",
        body: ApiKeyBody,
        response: { 201: CreatedApiKeyResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        data: await apiKeys.create(scopeOf(request), adminOf(request), request.body),
      };
    },
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      config: { access: API_KEY_ACCESS },
      schema: {
        tags,
        summary: 'Revoke an API key: its next call is refused',
        params: IdParams,
        response: { 200: ApiKeyResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await apiKeys.revoke(scopeOf(request), request.params.id),
    }),
  );
  done();
};
