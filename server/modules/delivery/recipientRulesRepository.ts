import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './sqlRowsRepository';

/** What a company's delivery rules make of each recipient, in their own zone. */
export interface RecipientRules {
  /** Quiet hours as minutes after local midnight; null when the company has none. */
  quiet: { start: number; end: number } | null;
  /** At most `limit` messages per recipient per local day or week; null: no cap. */
  cap: { limit: number; period: 'day' | 'week' } | null;
  /**
   * Whether some member of the company set quiet hours of their own (member_quiet_hours): only
   * then does the fan-out look each recipient's up.
   */
  memberQuiet: boolean;
}

export const NO_RULES: RecipientRules = { quiet: null, cap: null, memberQuiet: false };

export async function loadRecipientRules(db: Database, companyId: string): Promise<RecipientRules> {
  const [row] = await rowsOf(
    db,
    sql`select quiet_hours_start, quiet_hours_end, frequency_cap, frequency_cap_period,
        exists (select 1 from member_quiet_hours q where q.company_id = ${companyId}) as member_quiet
      from companies where id = ${companyId}`,
  );
  if (!row) return NO_RULES;
  const start = row.quiet_hours_start;
  const end = row.quiet_hours_end;
  const limit = row.frequency_cap;
  return {
    quiet:
      start === null || end === null || start === undefined || end === undefined
        ? null
        : { start: Number(start), end: Number(end) },
    cap:
      limit === null || limit === undefined
        ? null
        : { limit: Number(limit), period: row.frequency_cap_period === 'week' ? 'week' : 'day' },
    memberQuiet: row.member_quiet === true,
  };
}

/**
 * An instant the rules are applied at: a time known to the caller, or a timestamptz expression
 * that differs per recipient (a local-time send's own instant).
 */
export type RuleInstant = Date | SQL;

const instantSql = (at: RuleInstant): SQL =>
  at instanceof Date ? sql`${at.toISOString()}::timestamptz` : sql`(${at})`;

/** `at` on the wall clock of `zone` (an SQL text expression), as a timestamp without zone. */
const localOf = (at: RuleInstant, zone: SQL) => sql`(${instantSql(at)} at time zone ${zone})`;

/** The first day of the recipient's cap period holding `now`: their local day, or its Monday. */
export function capPeriodSql(period: 'day' | 'week', now: RuleInstant, zone: SQL): SQL {
  return period === 'week'
    ? sql`date_trunc('week', ${localOf(now, zone)})::date`
    : sql`${localOf(now, zone)}::date`;
}

/**
 * When a push or SMS written at `now` may go, for a recipient in `zone`: the end of the quiet
 * hours when `now` falls inside them on the recipient's clock, else `now`. A window whose start
 * is after its end spans midnight. The end is a wall-clock time turned back into an instant in
 * the recipient's zone, so a daylight-saving change that night is taken into account.
 */
export function releaseAtSql(
  quiet: { start: number; end: number },
  now: RuleInstant,
  zone: SQL,
): SQL {
  const local = localOf(now, zone);
  const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::int`;
  const day = sql`date_trunc('day', ${local})`;
  const end = sql`make_interval(mins => ${quiet.end})`;
  const { start } = quiet;
  const release =
    start > quiet.end
      ? sql`case
          when ${minute} >= ${start} then ((${day} + interval '1 day' + ${end}) at time zone ${zone})
          when ${minute} < ${quiet.end} then ((${day} + ${end}) at time zone ${zone}) end`
      : sql`case when ${minute} >= ${start} and ${minute} < ${quiet.end}
          then ((${day} + ${end}) at time zone ${zone}) end`;
  return sql`coalesce(${release}, ${instantSql(now)})`;
}

/**
 * releaseAtSql for quiet hours that differ per recipient: `start` and `end` are SQL expressions
 * (a member's own, in minutes after local midnight) rather than the company's constants.
 */
export function releaseAtPerRecipientSql(
  quiet: { start: SQL; end: SQL },
  now: RuleInstant,
  zone: SQL,
): SQL {
  const local = localOf(now, zone);
  const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::int`;
  const day = sql`date_trunc('day', ${local})`;
  const { start, end } = quiet;
  const endOf = (base: SQL) =>
    sql`((${base} + make_interval(mins => ${end}::int)) at time zone ${zone})`;
  return sql`coalesce(case
      when ${start} > ${end} and ${minute} >= ${start} then ${endOf(sql`${day} + interval '1 day'`)}
      when ${start} > ${end} and ${minute} < ${end} then ${endOf(day)}
      when ${start} < ${end} and ${minute} >= ${start} and ${minute} < ${end} then ${endOf(day)}
    end, ${instantSql(now)})`;
}
