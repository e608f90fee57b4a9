import { Type } from '@sinclair/typebox';
import {
  ConfigDocument,
  ConfigLevelParam,
  ConfigStateResponse,
  ConfigVersionListResponse,
  ConfigVersionParams,
} from '../../../contract/appSettingsWire';
import { ErrorResponse, authErrors } from '../../../contract/common';
import { COMPANY_ID_PATTERN } from '../../../contract/company';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ANY_ADMIN, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['settings'];
const access: RouteAccess = { admins: ANY_ADMIN, key: 'settings' };
const LevelParams = Type.Object({ level: ConfigLevelParam });
const LEVEL = '`level` is `company` (the organisation chosen) or a channel’s id.';
/**
 * The app may keep the document a minute and use it for ten more while it asks again; asking
 * again with If-None-Match costs one indexed read and an empty 304.
 */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const CompanyParam = Type.String({ pattern: COMPANY_ID_PATTERN, maxLength: 40 });

/** True when an If-None-Match header names this ETag (or any, with `*`). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tokens = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((token) => token.trim().replace(/^W\//, ''));
  return tokens.includes('*') || tokens.includes(etag);
}

/** Publishing the app's configuration, its versions, and the document the app reads. */
export const appConfigRoutes: DomainRoutes = (app, { appSettings: { config } }, done) => {
  app.get(
    '/settings/app-config/:level',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The configuration draft beside the live version, and what differs',
        description: LEVEL,
        params: LevelParams,
        response: { 200: ConfigStateResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await config.state(scopeOf(request), request.params.level),
    }),
  );

  app.get(
    '/settings/app-config/:level/versions',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The published versions, newest first (the first is live)',
        description: `${LEVEL} The latest 100.`,
        params: LevelParams,
        response: { 200: ConfigVersionListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await config.versions(scopeOf(request), request.params.level),
    }),
  );

  app.post(
    '/settings/app-config/:level/publish',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Publish the draft as the next version, the one the app reads',
        description: `${LEVEL} A draft equal to the live version answers 409 error_config_unchanged. Sets isConfigFileReady.`,
        params: LevelParams,
        response: { 200: ConfigStateResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await config.publish(scopeOf(request), request.params.level),
    }),
  );

  app.post(
    '/settings/app-config/:level/versions/:version/restore',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Publish an earlier version again, and make its values the draft',
        description: `${LEVEL} The new version holds exactly the earlier one's values.`,
        params: ConfigVersionParams,
        response: { 200: ConfigStateResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await config.restore(scopeOf(request), request.params.level, request.params.version),
    }),
  );

  const serveDocument = (path: string, withChannel: boolean) =>
    app.get(
      path,
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: withChannel
            ? "A channel's live app configuration, as the app reads it"
            : "An organisation's live app configuration, as the app reads it",
          description:
            'Public. ETag and Cache-Control: public; a request with If-None-Match naming the ETag answers 304 with no body. 404 before a first publish.',
          params: withChannel
            ? Type.Object({ companyID: CompanyParam, cpId: Type.String({ format: 'uuid' }) })
            : Type.Object({ companyID: CompanyParam }),
          response: {
            200: ConfigDocument,
            304: Type.Null(),
            404: ErrorResponse,
            400: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const params = request.params as { companyID: string; cpId?: string };
        const live = await config.liveDocument(params.companyID, params.cpId ?? null);
        if (!live) throw notFound('Configuration');
        reply.header('etag', live.etag);
        reply.header('cache-control', PUBLIC_CACHE);
        if (etagMatches(request.headers['if-none-match'], live.etag)) {
          return reply.code(304).send(null);
        }
        return live.document;
      },
    );
  serveDocument('/app-config/:companyID', false);
  serveDocument('/app-config/:companyID/:cpId', true);
  done();
};
