import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  PackageBody,
  PackageDeleteResponse,
  PackageListResponse,
  PackageResponse,
} from '../../../contract/packages';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { cleanPackageBody, packageCompany, packageFound, packageWritten } from './packageRules';

const tags = ['packages'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'packages' };
const duplicate =
  'A package_name the company already uses, in any case, answers 409 error_package_exists.';

/** SPEC.md section 7, "Packages": member benefits (Settings > Member Benefits). */
export const packageRoutes: DomainRoutes = (app, { packages }, done) => {
  app.get(
    '/content-provider/packages/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "A company's member-benefit packages, by name",
        description:
          "`id` is the companyID the console sends. A company admin gets its own company's whatever it says; a platform admin the named company's (404 when there is none), or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: PackageListResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      let named: string | null = null;
      if (scope.kind === 'platform' && request.params.id !== 'All') {
        named = await packages.companyBySlug(request.params.id);
        if (!named) throw notFound('Company');
      }
      return { success: true as const, data: await packages.list(scope, named) };
    },
  );

  app.get(
    '/content-provider/packages/package/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One member-benefit package',
        params: IdParams,
        response: { 200: PackageResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: packageFound(await packages.find(scopeOf(request), request.params.id)),
    }),
  );

  app.post(
    '/content-provider/packages',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a member-benefit package (a platform admin chooses a company first)',
        description: duplicate,
        body: PackageBody,
        response: { 200: PackageResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = packageCompany(scope);
      const body = cleanPackageBody(request.body);
      return {
        success: true as const,
        data: packageWritten(await packages.create(scope, company, body)),
      };
    },
  );

  app.put(
    '/content-provider/packages/package/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a member-benefit package',
        description: duplicate,
        params: IdParams,
        body: PackageBody,
        response: { 200: PackageResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: packageWritten(
        await packages.update(scopeOf(request), request.params.id, cleanPackageBody(request.body)),
      ),
    }),
  );

  app.delete(
    '/content-provider/packages/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a member-benefit package',
        params: IdParams,
        response: { 200: PackageDeleteResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: packageFound(await packages.remove(scopeOf(request), request.params.id)),
    }),
  );
  done();
};
