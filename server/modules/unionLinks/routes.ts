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
import { AppError, forbidden, notFound } from '../../lib/errors';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { bannerRoutes } from './bannerRoutes';
import type { LinkRefusal } from './linkRepository';

/** The spec's answer to a link write that changed nothing. */
function refused(refusal: LinkRefusal): AppError {
  switch (refusal) {
    case 'link_missing':
      return notFound('Link');
    case 'platform_link':
      return forbidden('Platform links are changed by platform admins only.');
    case 'no_such_company':
      return new AppError('validation_error', 'There is no such organization.', [
        { field: 'companyID', message: 'names no organization' },
      ]);
    case 'banner_not_for_link':
      return new AppError(
        'error_link_type_not_for_link',
        "A link sits only in a screen banner of its own company's channels.",
        [{ field: 'linkTypeID', message: "must be a banner of a channel of the link's company" }],
      );
  }
}

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
    async (request) => {
      const data = await links.find(scopeOf(request), request.params.id);
      if (!data) throw notFound('Link');
      return { success: true as const, data };
    },
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
      if (typeof data === 'string') throw refused(data);
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
    async (request) => {
      const data = await links.update(scopeOf(request), request.params.id, request.body);
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
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
    async (request) => {
      const data = await links.remove(scopeOf(request), request.params.id);
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
  );

  void app.register(bannerRoutes, repositories);
  done();
};
