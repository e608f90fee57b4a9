import type { AuditLogFilter } from '../../../contract/auditLog';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import * as api from './auditLogApi';

export const fetchAuditPage = createApiThunk(
  'auditLog/fetchPage',
  ({ filter, cursor }: { filter: AuditLogFilter; cursor: string | null }, { signal }) =>
    api.fetchAuditPage(filter, cursor, signal),
);

export const fetchAuditPeople = createApiThunk('auditLog/fetchPeople', (_: void, { signal }) =>
  api.fetchAuditPeople(signal),
);

export const downloadAuditCsv = createDownloadThunk(
  'auditLog/downloadCsv',
  (filter: AuditLogFilter) => api.auditCsvFile(filter),
);
