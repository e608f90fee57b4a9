import { Type } from '@sinclair/typebox';
import { PublicCompanyResponse } from '../../../contract/auth';
import { ErrorResponse, authErrors } from '../../../contract/common';
import { CompanyListResponse } from '../../../contract/company';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN, PUBLIC } from '../../plugins/routeAccess';

/** SPEC.md section 7, "Company": the organisations in scope and a company's public branding. */
export const companyRoutes: DomainRoutes = (app, { company }, done) => {
  app.get(
    '/company',
    {
      config: { access: { admins: ANY_ADMIN } },
      schema: {
        tags: ['company'],
        summary: 'Organisations in your scope, sorted by name (all of them for a platform admin)',
        response: { 200: CompanyListResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await company.list(scopeOf(request)) }),
  );

  /** What the company login page shows before anyone signs in: name, logo and colours only. */
  app.get(
    '/public/company/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['company'],
        summary: "A company's public branding for its login page",
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: { 200: PublicCompanyResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const branding = await company.publicBranding(request.params.id);
      if (!branding) throw notFound('Organization');
      return { success: true as const, data: branding };
    },
  );
  done();
};
