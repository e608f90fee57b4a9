import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import type { Database } from '../../db/client';
import { scopeOf } from '../../plugins/tenancy';
import { csvFileName, mobileUsersCsv } from './csvExport';

export const mobileUserCsvRoutes: FastifyPluginCallbackTypebox<{ db: Database }> = (
  app,
  { db },
  done,
) => {
  app.post(
    '/user/mobile-users/download-csv',
    {
      schema: {
        tags: ['mobileUsers'],
        summary: 'Every app user the filter selects, as a CSV file',
        body: MobileUserCsvBody,
        produces: ['text/csv'],
      },
    },
    (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName()}"`)
        .header('cache-control', 'no-store')
        .send(mobileUsersCsv(db, scopeOf(request), request.body)),
  );
  done();
};
