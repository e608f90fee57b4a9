import { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import type { DomainRoutes } from '../../domains';
import { scopeOf } from '../../plugins/tenancy';
import { csvFileName } from './csvExport';
import { ANY_ADMIN } from '../../plugins/routeAccess';

export const csvRoutes: DomainRoutes = (app, { mobileUsers: { csv } }, done) => {
  app.post(
    '/user/mobile-users/download-csv',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] },
        audit: { read: 'a download of the filtered users' },
      },
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
        .send(
          csv.export(scopeOf(request), request.body, (error) =>
            request.log.error({ err: error }, 'users export stopped after it started'),
          ),
        ),
  );
  done();
};
