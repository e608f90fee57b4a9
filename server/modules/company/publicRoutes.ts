import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { PublicCompanyResponse } from '../../../contract/auth';
import { ErrorResponse } from '../../../contract/common';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { notFound } from '../../lib/errors';

/** What the company login page shows before anyone signs in: name, logo and colours only. */
export const publicCompanyRoutes: FastifyPluginCallbackTypebox<{ db: Database }> = (
  app,
  { db },
  done,
) => {
  app.get(
    '/public/company/:id',
    {
      config: { public: true },
      schema: {
        tags: ['company'],
        summary: "A company's public branding for its login page",
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: { 200: PublicCompanyResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const [company] = await db
        .select()
        .from(companies)
        .where(eq(companies.companyId, request.params.id))
        .limit(1);
      if (!company || company.isActive !== 1) throw notFound('Organization');
      return {
        success: true as const,
        data: {
          companyID: company.companyId,
          name: company.name,
          logo: company.logo,
          favicon: company.favicon,
          adminColor: { color_hex: company.adminColor },
        },
      };
    },
  );
  done();
};
