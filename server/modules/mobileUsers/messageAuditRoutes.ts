import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/client';
import { scopeOf } from '../../plugins/tenancy';
import { auditFileName, messageAuditCsv } from '../messages/auditCsv';

/** SPEC.md section 7, "Mobile users": the message audit, every receipt of a message as CSV. */
export const messageAuditRoutes: FastifyPluginCallbackTypebox<{ db: Database }> = (
  app,
  { db },
  done,
) => {
  app.post(
    '/user/mobile-users/download-message-audit',
    {
      schema: {
        tags: ['mobileUsers'],
        summary: "A message's receipts as a CSV file: who, how reached, when, status, feedback",
        body: Type.Object({ messageId: Type.String({ format: 'uuid' }) }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { messageId } = request.body;
      const csv = await messageAuditCsv(db, scopeOf(request), messageId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditFileName(messageId)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  done();
};
