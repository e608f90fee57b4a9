import { Type } from '@sinclair/typebox';
import { ProductBody, ProductListResponse, ProductResponse } from '../../../contract/billing';
import { ErrorResponse, Success, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['products'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'products' };
const providerErrors = { 402: ErrorResponse, 409: ErrorResponse, 502: ErrorResponse };
const made =
  "Made at the organization's payment provider (its Stripe keys, else the local provider) first; a provider that cannot be reached answers 502 error_payment_provider and nothing is stored. A name the organization already uses answers 409 error_product_exists.";

/** SPEC.md section 7, "Other": products, each with one recurring price. */
export const productRoutes: DomainRoutes = (
  app,
  { billing: { products, companyBySlug } },
  done,
) => {
  app.get(
    '/products/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "An organization's products, by name",
        description:
          "`id` is the companyID. A company admin gets its own company's whatever it says; a platform admin the named company's (404 when there is none), or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ProductListResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      let named: string | null = null;
      if (scope.kind === 'platform' && request.params.id !== 'All') {
        named = await companyBySlug(request.params.id);
        if (!named) throw notFound('Company');
      }
      return { success: true as const, data: await products.list(scope, named) };
    },
  );

  app.get(
    '/products/item/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One product',
        params: IdParams,
        response: { 200: ProductResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.find(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/products',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a product (a platform admin chooses an organization first)',
        description: made,
        body: ProductBody,
        response: { 200: ProductResponse, ...authErrors, ...providerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.create(scopeOf(request), request.body),
    }),
  );

  app.put(
    '/products/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a product',
        description: `${made} A new amount, currency or interval is a new price; subscriptions keep the price they have.`,
        params: IdParams,
        body: ProductBody,
        response: { 200: ProductResponse, ...authErrors, ...providerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.update(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/products/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a product',
        description:
          'A product subscriptions were made to is kept with their history: 409 error_product_in_use.',
        params: IdParams,
        response: {
          200: Success(Type.Object({ _id: Type.String() })),
          ...authErrors,
          ...providerErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.remove(scopeOf(request), request.params.id),
    }),
  );
  done();
};
