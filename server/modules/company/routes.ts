import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { authErrors } from '../../../contract/common';
import { CompanyListResponse } from '../../../contract/company';
import { scopeOf } from '../../plugins/tenancy';
import type { createCompanyRepository } from './repository';

export const companyRoutes: FastifyPluginCallbackTypebox<{
  companies: ReturnType<typeof createCompanyRepository>;
}> = (app, { companies }, done) => {
  app.get(
    '/company',
    {
      schema: {
        tags: ['company'],
        summary: 'Organisations in your scope, sorted by name (all of them for a platform admin)',
        response: { 200: CompanyListResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await companies.list(scopeOf(request)) }),
  );
  done();
};
