import { sql, type SQL } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditLogFilter,
  AuditOutcome,
  AuditPerson,
} from '../../../contract/auditLog';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { StoredAuditChange, StoredAuditSummary } from '../../db/schema/auditLog';
import { companyOf, type Scope } from '../../plugins/tenancy';

/** An entry as the audit plugin writes it. */
export interface NewAuditEntry {
  adminId: string;
  adminGroup: number;
  companyId: string | null;
  method: string;
  route: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcome;
  status: number;
  changes: readonly StoredAuditChange[];
  summary: StoredAuditSummary | null;
}

/** Starts noting changed rows for this transaction (the triggers of migration 0023). */
export async function beginChangeCapture(db: Database): Promise<void> {
  await db.execute(sql`select audit_begin()`);
}

interface ChangeRow extends Record<string, unknown> {
  table_name: string;
  op: StoredAuditChange['op'];
  row_id: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

/** The rows this transaction changed so far, in order; emptied as they are read. */
export async function takeChanges(db: Database): Promise<StoredAuditChange[]> {
  const rows = await selectRows<ChangeRow>(
    db,
    sql`with taken as (delete from pg_temp.audit_changes returning *)
      select table_name, op, row_id, old_values, new_values from taken order by seq`,
  );
  return rows.map((row) => ({
    table: row.table_name,
    op: row.op,
    id: row.row_id,
    old: row.old_values,
    new: row.new_values,
  }));
}

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.execute(sql`insert into audit_log
      (admin_id, admin_group, company_id, method, route, target_type, target_id, outcome, status,
       changes, summary)
    values (${entry.adminId}, ${entry.adminGroup}, ${entry.companyId}, ${entry.method},
      ${entry.route}, ${entry.targetType}, ${entry.targetId}, ${entry.outcome}, ${entry.status},
      ${JSON.stringify(entry.changes)}::jsonb,
      ${entry.summary ? JSON.stringify(entry.summary) : null}::jsonb)`);
}

/** Keeps this month's and next month's partitions ready (migration 0023). */
export async function ensurePartitions(db: Database): Promise<void> {
  await db.execute(sql`select audit_log_ensure_partitions(1)`);
}

/** A page's position: the last entry's time in microseconds since 1970 and its id. */
export interface AuditCursor {
  atMicros: string;
  id: string;
}

export const cursorText = (cursor: AuditCursor) => `${cursor.atMicros}:${cursor.id}`;
export function parseCursor(text: string | undefined): AuditCursor | null {
  const [atMicros, id] = text?.split(':') ?? [];
  return atMicros && id ? { atMicros, id } : null;
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  at_micros: string;
  at: string;
  admin_id: string;
  admin_group: number;
  company_id: string | null;
  method: string;
  route: string;
  target_type: string | null;
  target_id: string | null;
  outcome: AuditOutcome;
  status: number;
  changes: StoredAuditChange[];
  summary: StoredAuditSummary | null;
  admin_name: string | null;
  admin_email: string | null;
  company_name: string | null;
  target_name: string | null;
}

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Whether the target's company (its column `company`) is the entry's: an entry of a company
 * names only that company's objects. A refused write at another organisation's object keeps the
 * object's id and never shows its name; a platform entry (no company) may name anything.
 */
const inEntryCompany = (company: SQL) => sql`(l.company_id is null or ${company} = l.company_id)`;

/**
 * The target's name while it exists (not deleted) and belongs to the entry's company, looked up
 * for a page's rows only.
 */
const targetName = sql`case
  when l.target_id is null or l.target_id !~ ${UUID_PATTERN} then null
  when l.target_type = 'company' then
    (select c.name from companies c where c.id = l.target_id::uuid and ${inEntryCompany(sql`c.id`)})
  when l.target_type = 'admin' then
    (select nullif(trim(a.first_name || ' ' || a.last_name), '') from admin_users a
      where a.id = l.target_id::uuid and a.is_deleted = 0 and ${inEntryCompany(sql`a.company_id`)})
  when l.target_type = 'role' then
    (select r.name from roles r where r.id = l.target_id::uuid
      and (r.company_id is null or ${inEntryCompany(sql`r.company_id`)}))
  when l.target_type = 'userGroup' then
    (select g.name from user_groups g
      where g.id = l.target_id::uuid and ${inEntryCompany(sql`g.company_id`)})
  when l.target_type = 'channel' then
    (select p.client_name from content_providers p
      where p.id = l.target_id::uuid and p.is_deleted = 0 and ${inEntryCompany(sql`p.company_id`)})
  when l.target_type = 'message' then
    (select coalesce(nullif(m.title, ''), 'Untitled message') from messages m
      where m.id = l.target_id::uuid and not m.is_deleted and ${inEntryCompany(sql`m.company_id`)})
  when l.target_type = 'mobileUser' then
    (select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, u.phone, 'App user')
      from mobile_users u where u.id = l.target_id::uuid and u.is_deleted = 0
        and ${inEntryCompany(sql`u.company_id`)})
  when l.target_type = 'channelCategory' then
    (select k.name from channel_categories k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'channelType' then
    (select k.name from channel_types k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'channelGroup' then
    (select k.name from channel_groups k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'unionType' then
    (select k.name from channel_union_types k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'package' then
    (select k.package_name from packages k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'preApproval' then
    (select coalesce(k.email, k.phone) from channel_pre_approvals k
      join content_providers p on p.id = k.channel_id
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`p.company_id`)})
  when l.target_type = 'replicaBuild' then
    (select k.name from replica_builds k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'auxiliaryBuild' then
    (select k.app_name from auxiliary_builds k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'provisioningRequest' then
    (select k.app_name from provisioning_requests k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'unionLink' then
    (select k.name from union_links k where k.id = l.target_id::uuid
      and (k.company_id is null or ${inEntryCompany(sql`k.company_id`)}))
  when l.target_type = 'linkType' then
    (select k.name from link_types k join content_providers p on p.id = k.content_provider_id
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`p.company_id`)})
  when l.target_type = 'pricePlan' then
    (select k.name from price_plans k where k.id = l.target_id::uuid)
  when l.target_type = 'product' then
    (select k.name from billing_products k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'appSettings' then
    (select k.name from app_settings k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'upload' then
    (select k.title from uploads k
      where k.id = l.target_id::uuid and ${inEntryCompany(sql`k.company_id`)})
  when l.target_type = 'webhook' then
    (select coalesce(nullif(w.description, ''), w.url) from webhook_endpoints w
      where w.id = l.target_id::uuid and ${inEntryCompany(sql`w.company_id`)})
  else null end`;

/** The company an admin may read entries of: theirs, the chosen one, or (null) every one. */
function scopeCondition(scope: Scope): SQL | null {
  const companyId = companyOf(scope);
  return companyId ? sql`company_id = ${companyId}` : null;
}

function conditions(scope: Scope, filter: AuditLogFilter, cursor: AuditCursor | null): SQL {
  const parts: SQL[] = [];
  const scoped = scopeCondition(scope);
  if (scoped) parts.push(scoped);
  if (filter.admin) parts.push(sql`admin_id = ${filter.admin}`);
  if (filter.targetType) parts.push(sql`target_type = ${filter.targetType}`);
  if (filter.method) parts.push(sql`method = ${filter.method}`);
  if (filter.outcome) parts.push(sql`outcome = ${filter.outcome}`);
  if (filter.from) parts.push(sql`at >= ${filter.from}::timestamptz`);
  if (filter.to) parts.push(sql`at < ${filter.to}::timestamptz`);
  if (cursor) {
    // Spelled out rather than as (at, id) < (…): a plain bound on `at` prunes the monthly
    // partitions and is what the planner estimates well.
    const at = sql`(timestamptz 'epoch' + ${cursor.atMicros}::bigint * interval '1 microsecond')`;
    parts.push(sql`at <= ${at} and (at < ${at} or id < ${cursor.id}::bigint)`);
  }
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function toEntry(row: EntryRow): AuditEntry {
  const name = row.target_name;
  return {
    id: String(row.id),
    at: row.at,
    admin: {
      id: row.admin_id,
      name: row.admin_name ?? 'A removed admin',
      email: row.admin_email,
      userGroup: row.admin_group,
    },
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? '' } : null,
    method: row.method,
    route: row.route,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: name,
    targetExists: name !== null,
    outcome: row.outcome,
    status: row.status,
    changes: row.changes,
    summary: row.summary,
  };
}

export function createAuditLogRepository(db: Database) {
  /** One page, newest first, from after `cursor`; the rows looked up only for that page. */
  async function page(
    scope: Scope,
    filter: AuditLogFilter,
    cursor: AuditCursor | null,
    limit: number,
  ): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const rows = await selectRows<EntryRow>(
      db,
      sql`select l.id::text as id, l.at_micros,
          to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, l.admin_id, l.admin_group,
          l.company_id, l.method, l.route, l.target_type, l.target_id, l.outcome, l.status,
          l.changes, l.summary,
          nullif(trim(a.first_name || ' ' || a.last_name), '') as admin_name, a.email as admin_email,
          c.name as company_name, ${targetName} as target_name
        from (
          select *, (extract(epoch from at) * 1000000)::bigint::text as at_micros
          from audit_log ${conditions(scope, filter, cursor)}
          order by at desc, id desc
          limit ${limit + 1}
        ) l
        left join admin_users a on a.id = l.admin_id
        left join companies c on c.id = l.company_id
        order by l.at desc, l.id desc`,
    );
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return {
      entries: shown.map(toEntry),
      nextCursor: more && last ? cursorText({ atMicros: last.at_micros, id: last.id }) : null,
    };
  }

  return {
    page,

    /** Pages through the filtered view for a download, at most `max` entries. */
    async *everyEntry(scope: Scope, filter: AuditLogFilter, max: number) {
      let cursor: AuditCursor | null = null;
      let sent = 0;
      while (sent < max) {
        const batch = await page(scope, filter, cursor, Math.min(1000, max - sent));
        yield batch.entries;
        sent += batch.entries.length;
        cursor = parseCursor(batch.nextCursor ?? undefined);
        if (!cursor) return;
      }
    },

    /** The admins of the organisation in view (every admin for a platform admin viewing all). */
    async people(scope: Scope): Promise<AuditPerson[]> {
      const companyId = companyOf(scope);
      return selectRows<AuditPerson>(
        db,
        sql`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name,
            email, user_group as "userGroup"
          from admin_users
          where is_deleted = 0
            ${companyId ? sql`and (company_id = ${companyId} or user_group = 1)` : sql``}
          order by lower(first_name), lower(last_name), lower(email)
          limit 1000`,
      );
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
