import { Type } from '@sinclair/typebox';
import { DashboardResponse } from '../../../contract/auth';
import { authErrors } from '../../../contract/common';
import { scopeOf } from '../../plugins/tenancy';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN } from '../../plugins/routeAccess';

/** SPEC.md section 7, "Auth and profile": the dashboard's counters. */
export const dashboardRoutes: DomainRoutes = (app, { dashboard }, done) => {
  app.get(
    '/user/dashboard/:companyID/:userGroup',
    {
      config: { access: { admins: ANY_ADMIN } },
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard counters, counted within the caller's scope",
        description:
          'The scope comes from the token (and, for a platform admin, the company header); the path parameters are what the console sends and do not widen it.',
        params: Type.Object({
          companyID: Type.String({ maxLength: 100 }),
          userGroup: Type.Integer({ minimum: 1, maximum: 5 }),
        }),
        response: { 200: DashboardResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.counters(scopeOf(request)),
    }),
  );
  done();
};
