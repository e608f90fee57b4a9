import { sql } from 'drizzle-orm';
import type { UserImportDuplicate } from '../../../contract/userImport';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import type { ImportRow } from './userImportRows';

/**
 * The rows of one import on their way in (migration 0081): written as the file is read, then
 * checked for duplicates and added from the table, so a million-row file never sits in the API
 * process. `importId` is made per request and never leaves the server.
 */

/** Rows kept after their import ends only if a process died mid-import; pruned after this. */
const STAGED_ROWS_KEPT_MS = 60 * 60 * 1000;

const STAGED_COLUMNS = sql.raw(
  'line, email, phone, first_name, last_name, platform, userid, state, zipcode, country, language, custom_fields',
);

/**
 * Writes one batch in one statement: the rows travel as one JSON parameter, which keeps any text
 * safe and the statement's parameters at two however large the batch.
 */
export async function stageRows(
  db: Database,
  importId: string,
  rows: readonly ImportRow[],
): Promise<void> {
  if (rows.length === 0) return;
  // The rows go as they are (ImportRow's names); the record set below names their columns.
  const json = JSON.stringify(rows);
  await db.execute(sql`insert into user_import_rows (import_id, ${STAGED_COLUMNS})
    select ${importId}::uuid, line, email, phone, "firstName", "lastName", platform, userid,
      state, zipcode, country, language, "customFields"
    from jsonb_to_recordset(${json}::jsonb) as r(line integer, email text, phone text,
      "firstName" text, "lastName" text, platform text, userid text, state text, zipcode text,
      country text, language text, "customFields" jsonb)`);
}

/**
 * Marks the rows left out: a later row repeating an earlier row's email or phone (the first one
 * stays; any earlier row counts, itself left out or not), then rows whose email (any case) or
 * phone a live user of the company has. Email is looked at before phone, as the answer says one.
 */
export async function markDuplicates(
  db: Database,
  importId: string,
  companyId: string,
): Promise<void> {
  await db.execute(sql`
    update user_import_rows r
    set duplicate_field = d.field, duplicate_reason = 'file', first_line = d.first_line
    from (
      select line,
        case when first_email < line then 'email' else 'phone' end as field,
        case when first_email < line then first_email else first_phone end as first_line
      from (
        select line,
          case when email is not null then min(line) over (partition by email) end as first_email,
          case when phone is not null then min(line) over (partition by phone) end as first_phone
        from user_import_rows where import_id = ${importId}::uuid
      ) firsts
      where first_email < line or first_phone < line
    ) d
    where r.import_id = ${importId}::uuid and r.line = d.line`);
  await db.execute(sql`
    update user_import_rows r set duplicate_field = 'email', duplicate_reason = 'existing'
    where r.import_id = ${importId}::uuid and r.duplicate_field is null and r.email is not null
      and exists (select 1 from mobile_users u
        where u.company_id = ${companyId}::uuid and lower(u.email) = r.email and u.is_deleted = 0)`);
  await db.execute(sql`
    update user_import_rows r set duplicate_field = 'phone', duplicate_reason = 'existing'
    where r.import_id = ${importId}::uuid and r.duplicate_field is null and r.phone is not null
      and exists (select 1 from mobile_users u
        where u.company_id = ${companyId}::uuid and u.phone = r.phone and u.is_deleted = 0)`);
}

export interface StagedCounts {
  staged: number;
  duplicates: number;
}

export async function stagedCounts(db: Database, importId: string): Promise<StagedCounts> {
  const [row] = await selectRows<{ staged: number; duplicates: number }>(
    db,
    sql`select count(*)::int as staged, count(duplicate_field)::int as duplicates
      from user_import_rows where import_id = ${importId}::uuid`,
  );
  return { staged: row?.staged ?? 0, duplicates: row?.duplicates ?? 0 };
}

/** The first duplicates in file order, for the answer's list. */
export async function firstDuplicates(
  db: Database,
  importId: string,
  limit: number,
): Promise<UserImportDuplicate[]> {
  const rows = await selectRows<{
    line: number;
    field: 'email' | 'phone';
    value: string;
    reason: 'existing' | 'file';
    first_line: number | null;
  }>(
    db,
    sql`select line, duplicate_field as field,
        case when duplicate_field = 'email' then email else phone end as value,
        duplicate_reason as reason, first_line
      from user_import_rows
      where import_id = ${importId}::uuid and duplicate_field is not null
      order by line limit ${limit}`,
  );
  return rows.map(({ line, field, value, reason, first_line: firstLine }) => ({
    line,
    field,
    value,
    reason,
    ...(firstLine === null ? {} : { firstLine }),
  }));
}

/**
 * Adds the rows that are no duplicate as app users of the company in one statement (the counter
 * and search triggers then run once for the whole file). They have not signed up in the app
 * yet, hence `registered` false. A channel admin's imports follow the channel, or they would be
 * outside the admin's own scope the moment they were added.
 *
 * The new ids are time-ordered ones of the import's time (migration 0086) and the rows are
 * written in their order, so in each index keyed by id they are one run of new pages rather
 * than a change to every page. Imported rows share their creation time, so no list shows
 * the order.
 */
export async function insertStaged(
  db: Database,
  scope: Scope,
  companyId: string,
  importId: string,
): Promise<number> {
  const added = sql`insert into mobile_users (id, company_id, email, phone, first_name,
      last_name, platform, userid, state, zipcode, country, language, custom_fields, registered)
    select uuid_v7(now()) as id, ${companyId}::uuid, email, phone, first_name, last_name,
      platform, userid, state, zipcode, country, language, custom_fields, false
    from user_import_rows
    where import_id = ${importId}::uuid and duplicate_field is null
    order by 1
    returning id`;
  const [row] = await selectRows<{ n: number }>(
    db,
    scope.kind === 'channel'
      ? sql`with added as (${added}), follows as (
          insert into channel_followers (mobile_user_id, content_provider_id)
          select id, ${scope.channelId}::uuid from added)
        select count(*)::int as n from added`
      : sql`with added as (${added}) select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

export async function discardStaged(db: Database, importId: string): Promise<void> {
  await db.execute(sql`delete from user_import_rows where import_id = ${importId}::uuid`);
}

/** Deletes what imports of processes that died mid-import left; answers how many rows. */
export async function pruneStagedImports(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - STAGED_ROWS_KEPT_MS);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with gone as (delete from user_import_rows where staged_at < ${cutoff.toISOString()}::timestamptz
      returning 1) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}
