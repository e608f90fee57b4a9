import { Type } from '@sinclair/typebox';
import {
  AuxiliaryBuildBody,
  AuxiliaryBuildListResponse,
  AuxiliaryBuildResponse,
  BuildStatusBody,
} from '../../../contract/appBuildRequests';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS, PLATFORM_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { buildFound, companyForWrite, filled, moved } from './buildRules';
import { ICON_FORM, readIconForm } from './iconForm';

const tags = ['app-builds'];
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };
const platformAccess: RouteAccess = { admins: PLATFORM_ADMINS, key: 'settings' };
export const STATUS_RULE =
  'requested → in_progress → submitted → live, or rejected (with a reason) from any but live; a move the current status does not allow answers 409 error_build_status_transition.';

/** Auxiliary builds: extra builds of the app a company requests and follows. */
export const auxiliaryRoutes: DomainRoutes = (app, { appBuilds }, done) => {
  const { auxiliary } = appBuilds;

  app.get(
    '/settings/auxiliary-builds/all/company/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "A company's auxiliary build requests, newest first",
        description:
          "`id` is the companyID; a company admin gets its own company's, a platform admin the named company's or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: AuxiliaryBuildListResponse, ...authErrors },
      },
    },
    async (request) => {
      const company = await appBuilds.companyForList(scopeOf(request), request.params.id);
      return { success: true as const, data: await auxiliary.list(company) };
    },
  );

  app.post(
    '/settings/auxiliary-builds',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Request an auxiliary build (a platform admin chooses a company first)',
        description: ICON_FORM,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: AuxiliaryBuildResponse,
          ...authErrors,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { body, image } = await readIconForm(request, AuxiliaryBuildBody);
      const scope = scopeOf(request);
      const companyId = companyForWrite(scope);
      const checked = {
        ...body,
        appName: filled('appName', body.appName),
        purpose: filled('purpose', body.purpose),
        contactName: filled('contactName', body.contactName),
      };
      const data = buildFound(
        'Auxiliary build',
        await auxiliary.request(scope, companyId, checked, image),
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/settings/auxiliary-builds/status/:id',
    {
      config: { access: platformAccess },
      schema: {
        tags,
        summary: "Move an auxiliary build request's status (platform admins)",
        description: STATUS_RULE,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: BuildStatusBody,
        response: { 200: AuxiliaryBuildResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: moved(
        'Auxiliary build',
        request.body,
        await auxiliary.move(scopeOf(request), request.params.id, request.body),
      ),
    }),
  );
  done();
};
