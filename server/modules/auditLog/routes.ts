import { Readable } from 'node:stream';
import {
  AUDIT_CSV_MAX_ROWS,
  AuditLogFilter,
  AuditLogQuery,
  AuditLogResponse,
  AuditPeopleResponse,
  type AuditEntry,
} from '../../../contract/auditLog';
import { authErrors } from '../../../contract/common';
import { CSV_EXPORT_INCOMPLETE_LINE } from '../../../contract/mobileUsersCsv';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { ORGANISATION_ADMINS } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { auditCsvFileName, auditCsvHeader, auditCsvRow } from './csv';
import { parseCursor } from './repository';

const tags = ['audit log'];
/** Platform admins read every organisation's entries, company admins their own organisation's. */
const access = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
} as const;

function checkRange(filter: AuditLogFilter): void {
  if (filter.from && filter.to && Date.parse(filter.from) > Date.parse(filter.to)) {
    throw new AppError('validation_error', 'from must not be after to.', [
      { field: 'to', message: 'must not be before from' },
    ]);
  }
}

/** The audit log: who wrote what, when, and with what outcome (plugins/audit.ts writes it). */
export const auditLogRoutes: DomainRoutes = (app, { auditLog }, done) => {
  app.get(
    '/audit-log',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Audit entries, newest first, filtered and paged by cursor',
        description:
          'A platform admin reads every organisation (or the one chosen with the company header); a company admin its own. `nextCursor` asks for the next page.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...authErrors },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      checkRange(filter);
      return {
        success: true as const,
        data: await auditLog.page(scopeOf(request), filter, parseCursor(cursor), limit ?? 25),
      };
    },
  );

  app.get(
    '/audit-log/people',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The admins the audit log can be filtered by',
        response: { 200: AuditPeopleResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await auditLog.people(scopeOf(request)) }),
  );

  app.get(
    '/audit-log/csv',
    {
      config: { access },
      schema: {
        tags,
        summary: `The filtered audit entries as a CSV file, newest first (at most ${AUDIT_CSV_MAX_ROWS})`,
        querystring: AuditLogFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const filter = request.query;
      checkRange(filter);
      const batches = auditLog.everyEntry(scopeOf(request), filter, AUDIT_CSV_MAX_ROWS);
      // The first batch is read before the answer starts, so a failure there is a proper error.
      const first = await batches.next();
      async function* lines() {
        yield auditCsvHeader();
        const write = (entries: readonly AuditEntry[]) => entries.map(auditCsvRow).join('');
        if (!first.done) yield write(first.value);
        try {
          for await (const entries of batches) yield write(entries);
        } catch (error) {
          request.log.error({ err: error }, 'audit log export stopped after it started');
          yield CSV_EXPORT_INCOMPLETE_LINE;
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName()}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
  done();
};
