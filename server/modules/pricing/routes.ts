import type { FastifyRequest } from 'fastify';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  BundlePurchaseParams,
  LedgerQuery,
  LedgerResponse,
  PlanChangeParams,
  PricingBody,
  PricingChannelParams,
  PricingSummaryResponse,
  PricingWriteResponse,
} from '../../../contract/pricing';
import type { BundleKind } from '../../../contract/pricingPlans';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import type { AdminKind, RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['channel pricing'];
const writeErrors = { ...authErrors, 409: ErrorResponse };

/**
 * The pricing panel's key. A channel admin's role holds no `contentProvider` (the channel
 * screens are the organisation's), so its own channel's panel opens on `settings`, the key of
 * its channel settings (docs/decisions.md, "Channel pricing and the credit ledger").
 */
const panel = (admins: readonly AdminKind[]): RouteAccess => ({
  admins,
  key: 'contentProvider',
  orKeys: ['settings'],
});
/** Reads, purchases and plan changes: organisation admins, and a channel's own admin. */
const BUYERS: readonly AdminKind[] = ['platform', 'company', 'channel'];
/** Free grants: organisation admins only. */
const GRANTORS: readonly AdminKind[] = ['platform', 'company'];

/** The body's key, else the Idempotency-Key header, else none. */
function idempotencyKeyOf(request: FastifyRequest<{ Body: PricingBody }>): string | null {
  const fromBody = request.body.idempotencyKey;
  if (fromBody) return fromBody;
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || header === '') return null;
  if (header.length < 8 || header.length > 100)
    throw new AppError('validation_error', 'Idempotency-Key must be 8 to 100 characters.');
  return header;
}

const BUNDLE_ROUTES: { path: string; kind: BundleKind; paid: boolean; what: string }[] = [
  { path: 'appusers', kind: 'app_users', paid: true, what: 'Buy bundles of app users' },
  {
    path: 'offapptextcredits',
    kind: 'text_credits',
    paid: true,
    what: 'Buy bundles of off-app text credits',
  },
  {
    path: 'appusers/free-purchase',
    kind: 'app_users',
    paid: false,
    what: 'Grant bundles of app users free',
  },
  {
    path: 'offapptextcredits/free-purchase',
    kind: 'text_credits',
    paid: false,
    what: 'Grant bundles of off-app text credits free',
  },
];

/**
 * SPEC.md section 7's pricing calls of "Content providers", and the pricing panel's reads
 * (this API's own: the spec shows none).
 */
export const pricingRoutes: DomainRoutes = (app, { pricing }, done) => {
  app.get(
    '/content-provider/pricing/:id',
    {
      config: { access: panel(BUYERS) },
      schema: {
        tags,
        summary: "A channel's plan, app users and text credits, and what the caller may change",
        params: PricingChannelParams,
        response: { 200: PricingSummaryResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pricing.summary(scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/content-provider/ledger/:id',
    {
      config: { access: panel(BUYERS) },
      schema: {
        tags,
        summary: "A channel's credit ledger, newest first",
        params: PricingChannelParams,
        querystring: LedgerQuery,
        response: { 200: LedgerResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pricing.ledger(
        scopeOf(request),
        request.params.id,
        request.query.limit ?? 10,
        request.query.offset ?? 0,
      ),
    }),
  );

  for (const route of BUNDLE_ROUTES) {
    app.put(
      `/content-provider/update/${route.path}/:channelId/:bundles`,
      {
        config: { access: panel(route.paid ? BUYERS : GRANTORS) },
        schema: {
          tags,
          summary: route.what,
          description:
            '`channelId` is the channel, `bundles` how many bundles (contract/pricingPlans.ts gives their size and price). A retry with the same `idempotencyKey` (or Idempotency-Key header) counts once and answers as the first.',
          params: BundlePurchaseParams,
          body: PricingBody,
          response: { 200: PricingWriteResponse, ...writeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await pricing.addBundles(
          {
            scope: scopeOf(request),
            channelId: request.params.channelId,
            idempotencyKey: idempotencyKeyOf(request),
          },
          route.kind,
          request.params.bundles,
          route.paid,
        ),
      }),
    );
  }

  app.put(
    '/content-provider/update/updatepriceplan/:channelId/:plan',
    {
      config: { access: panel(BUYERS) },
      schema: {
        tags,
        summary: "Change a channel's price plan",
        description:
          "`plan` is a plan id of contract/pricingPlans.ts; its monthly text credits become the channel's allowance.",
        params: PlanChangeParams,
        body: PricingBody,
        response: { 200: PricingWriteResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pricing.changePlan(
        {
          scope: scopeOf(request),
          channelId: request.params.channelId,
          idempotencyKey: idempotencyKeyOf(request),
        },
        request.params.plan,
      ),
    }),
  );

  done();
};
