import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One row a write changed, as the change-capture triggers saw it (secrets left out). */
export interface StoredAuditChange {
  table: string;
  op: 'insert' | 'update' | 'delete';
  id: string;
  /** Update: the changed fields' values before; delete: the row as it was. */
  old: Record<string, unknown> | null;
  /** Update: the changed fields' values after; insert: the row as written. */
  new: Record<string, unknown> | null;
}

export type StoredAuditSummary = Record<string, string | number | boolean | null>;

/**
 * Every write an admin made through the API (plugins/audit.ts), written in the write's own
 * transaction. Partitioned by month on `at` (migration 0023: `audit_log_ensure_partitions()`
 * keeps the current and next months, a default partition takes anything else), so the table
 * here is the parent Drizzle queries through. Keyset paging reads (at desc, id desc).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: an entry outlives what it names, and inserts stay cheap. */
    adminId: uuid('admin_id').notNull(),
    adminGroup: integer('admin_group').notNull(),
    /** The organisation the write was made in; null for a platform admin across all of them. */
    companyId: uuid('company_id'),
    method: text('method').notNull(),
    /** The route pattern, such as /user/groups/:id. */
    route: text('route').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** 'succeeded' or 'refused' (a 403: the admin lacked the rights). */
    outcome: text('outcome').notNull(),
    status: integer('status').notNull(),
    changes: jsonb('changes').$type<StoredAuditChange[]>().notNull().default([]),
    /** Counts of a bulk write (an import, a union sync). */
    summary: jsonb('summary').$type<StoredAuditSummary>(),
  },
  (t) => [
    primaryKey({ columns: [t.at, t.id] }),
    index('audit_log_company_idx').on(t.companyId, t.at, t.id),
    index('audit_log_admin_idx').on(t.adminId, t.at, t.id),
    index('audit_log_company_target_idx').on(t.companyId, t.targetType, t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.at, t.id),
    index('audit_log_company_method_idx').on(t.companyId, t.method, t.at, t.id),
    index('audit_log_method_idx').on(t.method, t.at, t.id),
    index('audit_log_refused_idx')
      .on(t.companyId, t.at, t.id)
      .where(sql`${t.outcome} = 'refused'`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
