import { Type } from '@sinclair/typebox';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN } from '../../plugins/routeAccess';

/** SPEC.md section 7, "Mobile users": the message audit, every receipt of a message as CSV. */
export const messageAuditRoutes: DomainRoutes = (app, { messages }, done) => {
  app.post(
    '/user/mobile-users/download-message-audit',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'messages', orKeys: ['userList', 'profile'] },
        audit: { read: "a download of a message's receipts" },
      },
      schema: {
        tags: ['mobileUsers'],
        summary: "A message's receipts as a CSV file: who, how reached, when, status, feedback",
        body: Type.Object({ messageId: Type.String({ format: 'uuid' }) }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { messageId } = request.body;
      const csv = await messages.audit(scopeOf(request), messageId);
      if (!csv) throw notFound('Message');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="message-audit-${messageId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  done();
};
