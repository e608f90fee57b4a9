import { finished as streamEnd } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers } from '../../db/schema/userGroups';
import { optedOutCell, orderBy, type ExportPlan } from './csvQueryRepository';
import { customFieldsCell, groupsCell, type GroupNames } from './csvGroupsRepository';
import { CsvRecordMapper } from './csvRecordMapper';
import { NUMBER_LIKE } from '../../lib/csv';
import type { ReusableBuffer } from '../../lib/reusableBuffer';

const dialect = new PgDialect();

/** A cell that no spreadsheet runs as a formula (the rule of server/lib/csv.ts). */
const guarded = (value: SQLWrapper) =>
  sql`case when left(${value}, 1) in ('=', '@', chr(9), chr(13))
      or (left(${value}, 1) in ('+', '-') and ${value} !~ ${NUMBER_LIKE.source})
    then '''' || ${value} else ${value} end`;

/** A guarded text column, empty (not "") when blank, as csvCell writes it. */
const safe = (value: SQLWrapper) => sql`nullif(${guarded(value)}, '')`;

/**
 * The export as one query whose every cell but the last two is final, so PostgreSQL's own CSV
 * writer does the formatting: the columns of MOBILE_USER_CSV_HEADER, with the custom fields as
 * their JSON text and the group ids last, both written out by CsvRecordMapper.
 */
function exportSelect(plan: ExportPlan, where: SQL): SQL {
  return sql`select ${safe(u.email)}, ${safe(u.firstName)}, ${safe(u.lastName)}, ${safe(u.phone)},
      case lower(${u.platform}) when 'ios' then 'iOS' when 'android' then 'Android'
        when 'web' then 'Web' else ${safe(u.platform)} end,
      case when ${u.isActive} = 1 then 'Active' else 'Suspended' end,
      ${u.version},
      case when ${u.registered} then 'Yes' else 'No' end,
      ${safe(u.state)}, ${safe(u.zipcode)}, ${safe(u.country)}, ${safe(u.userid)},
      to_char(${u.dateCreated} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
      ${safe(u.language)},
      ${optedOutCell(plan.scope)},
      ${u.customFields}::text,
      (select string_agg(m.group_id::text, ';') from ${userGroupMembers} m
        where m.mobile_user_id = ${u.id})
    from ${u}
    where ${where}
    ${orderBy(plan)}`;
}

/** A value as an SQL literal, quoted the way node-postgres's escapeLiteral does it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** COPY takes no bind parameters, so the query's values are written in as escaped literals. */
export function copyStatement(plan: ExportPlan, where: SQL): string {
  const query = dialect.sqlToQuery(exportSelect(plan, where));
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) =>
    literal(query.params[Number(n) - 1]),
  );
  return `copy (${text}) to stdout with (format csv)`;
}

/**
 * One batch of the export's rows from PostgreSQL's COPY, written into `into`: the rows are
 * formatted by the database and only the group cell and line ends are touched here, so the
 * server spends little more than passing bytes on. A batch is held whole (tens of thousands of
 * rows, a few MB), which lets the caller read the next one on another connection meanwhile.
 */
export async function copyBatch(
  pool: pg.Pool,
  plan: ExportPlan,
  where: SQL,
  groups: GroupNames,
  into: ReusableBuffer,
): Promise<void> {
  const client = await pool.connect();
  let finished = false;
  try {
    const mapper = new CsvRecordMapper(
      { customFields: customFieldsCell, groups: (ids) => groupsCell(ids, groups) },
      (bytes) => into.append(bytes),
    );
    const rows = client.query(copyTo(copyStatement(plan, where)));
    // Taken as they arrive rather than through an async iterator, so no chunk waits in the
    // stream's queue (docs/scaling.md, "At ten million"). A throw here would escape into the
    // socket's handler, so it ends the stream with the error instead.
    rows.on('data', (chunk: Buffer) => {
      try {
        mapper.push(chunk);
      } catch (error) {
        rows.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    });
    await streamEnd(rows);
    mapper.end();
    finished = true;
  } finally {
    // A connection left mid-COPY cannot be reused: release it as broken so the pool drops it.
    client.release(finished ? undefined : new Error('CSV export batch failed'));
  }
}
