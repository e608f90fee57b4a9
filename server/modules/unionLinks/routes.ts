import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  ALL_COMPANIES,
  DeletedResponse,
  UnionLinkBody,
  UnionLinkListResponse,
  UnionLinkResponse,
} from '../../../contract/unionLinks';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { bannerRoutes } from './bannerRoutes';

const tags = ['union-links'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const read: RouteAccess = { admins: ANY_ADMIN, key: 'unionLinks' };
const write: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'unionLinks' };
const writeRule =
  "A company admin writes its own company's links; a platform link ('All') is written by platform admins only (403). Channel admins read links only.";

/** SPEC.md section 7, "Union links" (and its part "Link types": bannerRoutes.ts). */
export const unionLinkRoutes: DomainRoutes = (app, repositories, done) => {
  const { links } = repositories.unionLinks;

  app.get(
    '/union-link/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "A company's links and the platform's ('All'), by name",
        description:
          "`id` is the companyID the console sends. A company or channel admin gets its own company's links and the platform's whatever it says; a platform admin the named company's and the platform's (404 when there is none), or every link for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: UnionLinkListResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      let named: string | null = null;
      if (scope.kind === 'platform' && request.params.id !== ALL_COMPANIES) {
        named = await links.companyBySlug(request.params.id);
        if (!named) throw notFound('Company');
      }
      return { success: true as const, data: await links.list(scope, named) };
    },
  );

  app.get(
    '/union-link/link/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One link',
        params: IdParams,
        response: { 200: UnionLinkResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.find(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/union-link',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Create a link',
        description: `The URL is http or https. A platform admin names the companyID ('All' or empty: a platform link every company shows; left out: the company chosen in the navbar). ${writeRule}`,
        body: UnionLinkBody,
        response: { 201: UnionLinkResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await links.create(scopeOf(request), request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/union-link/link/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Change a link (its company stays)',
        description: writeRule,
        params: IdParams,
        body: UnionLinkBody,
        response: { 200: UnionLinkResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.update(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/union-link/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Delete a link',
        description: writeRule,
        params: IdParams,
        response: { 200: DeletedResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.remove(scopeOf(request), request.params.id),
    }),
  );

  void app.register(bannerRoutes, repositories);
  done();
};
