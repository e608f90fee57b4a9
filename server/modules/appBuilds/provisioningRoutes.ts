import { Type } from '@sinclair/typebox';
import {
  BuildStatusBody,
  PROVISIONING_LIMITS,
  ProvisioningBody,
  ProvisioningListResponse,
  ProvisioningReceipt,
  ProvisioningResponse,
} from '../../../contract/appBuildRequests';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import {
  ORGANISATION_ADMINS,
  PLATFORM_ADMINS,
  PUBLIC,
  type RouteAccess,
} from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { STATUS_RULE } from './auxiliaryRoutes';
import { filled, moved, provisioningRateLimited } from './buildRules';
import { ICON_FORM, readIconForm } from './iconForm';

const tags = ['app-builds'];
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };
const platformAccess: RouteAccess = { admins: PLATFORM_ADMINS, key: 'settings' };

/** Provisioning: the public request form and the company's list of requests. */
export const provisioningRoutes: DomainRoutes = (app, { appBuilds }, done) => {
  const { provisioning } = appBuilds;

  app.post(
    '/public/provision/:companyID',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Request a new app from the public provisioning form (no sign-in)',
        description: `${ICON_FORM} The request lands in the company's provisioning list as requested. At most ${PROVISIONING_LIMITS.perAddress} requests an hour from one address and ${PROVISIONING_LIMITS.perCompany} to one company (429 error_provisioning_rate_limited); an unknown companyID answers 404.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: Type.Object({ companyID: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          201: ProvisioningReceipt,
          400: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { body, image } = await readIconForm(request, ProvisioningBody);
      const checked = {
        ...body,
        organizationName: filled('organizationName', body.organizationName),
        appName: filled('appName', body.appName),
        contactName: filled('contactName', body.contactName),
      };
      const data = await provisioning.submit(request.params.companyID, checked, image, request.ip);
      if ('refused' in data) {
        throw data.refused === 'no_company' ? notFound('Organization') : provisioningRateLimited();
      }
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.get(
    '/settings/provisioning/all/company/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "A company's provisioning requests, newest first",
        description:
          "`id` is the companyID; a company admin gets its own company's, a platform admin the named company's or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ProvisioningListResponse, ...authErrors },
      },
    },
    async (request) => {
      const company = await appBuilds.companyForList(scopeOf(request), request.params.id);
      return { success: true as const, data: await provisioning.list(company) };
    },
  );

  app.put(
    '/settings/provisioning/status/:id',
    {
      config: { access: platformAccess },
      schema: {
        tags,
        summary: "Move a provisioning request's status (platform admins)",
        description: STATUS_RULE,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: BuildStatusBody,
        response: { 200: ProvisioningResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: moved(
        'Provisioning request',
        request.body,
        await provisioning.move(scopeOf(request), request.params.id, request.body),
      ),
    }),
  );
  done();
};
