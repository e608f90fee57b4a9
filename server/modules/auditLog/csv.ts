import type { AuditChange, AuditEntry } from '../../../contract/auditLog';
import { csvRow, UTF8_BOM } from '../../lib/csv';

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Admin',
  'Admin email',
  'Organisation',
  'Action',
  'Route',
  'Target type',
  'Target id',
  'Target',
  'Outcome',
  'Status',
  'Changes',
  'Summary',
];

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Changed fields as text: "name: Old → New; description: … → …", per row changed. */
function changesText(changes: readonly AuditChange[]): string {
  return changes
    .map((change) => {
      const fields = Object.keys(change.op === 'delete' ? (change.old ?? {}) : (change.new ?? {}));
      const parts = fields.map((field) =>
        change.op === 'update'
          ? `${field}: ${shown(change.old?.[field])} → ${shown(change.new?.[field])}`
          : `${field}: ${shown((change.op === 'delete' ? change.old : change.new)?.[field])}`,
      );
      return `${change.op} ${change.table} ${change.id} (${parts.join('; ')})`;
    })
    .join(' | ');
}

export const auditCsvHeader = () => UTF8_BOM + csvRow(AUDIT_CSV_HEADER);

export function auditCsvRow(entry: AuditEntry): string {
  return csvRow([
    entry.at,
    entry.admin.name,
    entry.admin.email,
    entry.company?.name ?? '',
    entry.method,
    entry.route,
    entry.targetType,
    entry.targetId,
    entry.targetName,
    entry.outcome,
    entry.status,
    changesText(entry.changes),
    entry.summary ? JSON.stringify(entry.summary) : '',
  ]);
}

export function auditCsvFileName(now = new Date()): string {
  return `audit-log-${now.toISOString().slice(0, 10)}.csv`;
}
