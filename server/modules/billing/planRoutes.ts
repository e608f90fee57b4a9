import { Type } from '@sinclair/typebox';
import { PricePlanBody, PricePlanListResponse, PricePlanResponse } from '../../../contract/billing';
import { ErrorResponse, Success, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS, PLATFORM_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { cleanPlanBody, planFound, planWritten } from './planRules';

const tags = ['price-plans'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** SPEC.md section 2: /priceplans carries the 'company' key, for groups 1 and 4. */
const read: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'company' };
/** The plans are the platform's, one list for every organisation: platform admins write them. */
const write: RouteAccess = { admins: PLATFORM_ADMINS, key: 'company' };
const duplicate = 'A code another plan has, in any case, answers 409 error_price_plan_exists.';

/** SPEC.md section 7, "Price plans" (fields: docs/decisions.md, "Billing: price plans"). */
export const planRoutes: DomainRoutes = (app, { billing: { plans } }, done) => {
  app.get(
    '/price_plans/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Every price plan, cheapest first',
        description:
          "`id` is the companyID the console sends; the plans are the platform's, the same for every organisation.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: PricePlanListResponse, ...authErrors },
      },
    },
    async () => ({ success: true as const, data: await plans.list() }),
  );

  app.get(
    '/price_plans/plan/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One price plan',
        params: IdParams,
        response: { 200: PricePlanResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: planFound(await plans.find(request.params.id)),
    }),
  );

  app.post(
    '/price_plans',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Create a price plan',
        description: duplicate,
        body: PricePlanBody,
        response: { 200: PricePlanResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: planWritten(await plans.create(cleanPlanBody(request.body))),
    }),
  );

  app.put(
    '/price_plans/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Change a price plan',
        description: `${duplicate} Channels on the plan get its new allowances from their next change or monthly reset.`,
        params: IdParams,
        body: PricePlanBody,
        response: { 200: PricePlanResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: planWritten(await plans.update(request.params.id, cleanPlanBody(request.body))),
    }),
  );

  app.delete(
    '/price_plans/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Delete a price plan',
        description: 'Products that named it keep their own price and name no plan.',
        params: IdParams,
        response: { 200: Success(Type.Object({ _id: Type.String() })), ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: planFound(await plans.remove(request.params.id)),
    }),
  );
  done();
};
