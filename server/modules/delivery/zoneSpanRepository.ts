import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, reachChannel, type AudienceTarget } from './audienceSqlRepository';
import type { LocalWallTime } from './localTime';
import { wallTimeInZoneSql } from './wallTimeRepository';
import { dateOrNull } from './sqlRowsRepository';

/** The time zones a local-time send spans, and when the first and the last reach its time. */
export interface ZoneSpan {
  count: number;
  /** ISO instants; null when no reachable user is in the audience. */
  firstAt: string | null;
  lastAt: string | null;
}

const isoOrNull = (value: unknown): string | null => dateOrNull(value)?.toISOString() ?? null;

/**
 * The zones of the audience's reachable users, and each zone's instant for the wall time, of
 * which the earliest and the latest. Costs a few index probes per zone, not a row per user: the
 * company's distinct zones come from a skip scan of the company-zone index (each step the next
 * zone after the last), and each is kept when the same index finds one reachable audience user
 * in it. At a million users in eight zones that is about a millisecond, where grouping the users
 * reads them all (about 300 ms).
 */
export function countZoneSpan(
  db: Database,
  target: AudienceTarget,
  localAt: LocalWallTime,
): Promise<ZoneSpan> {
  return zoneSpanOf(
    db,
    target.channel.companyId,
    audienceCondition(target),
    reachChannel(target.channel, target.mode),
    localAt,
  );
}

/** The zone span over the users `condition` names (over mobile_users `u`), reached by `reach`. */
export async function zoneSpanOf(
  db: Database,
  company: string,
  condition: SQL,
  reach: SQL,
  localAt: LocalWallTime,
): Promise<ZoneSpan> {
  const [row] = await selectRows<{ zones: unknown; first_at: unknown; last_at: unknown }>(
    db,
    sql`with recursive company_zones as (
        select min(time_zone) as zone from mobile_users where company_id = ${company}
        union all
        select (select min(m.time_zone) from mobile_users m
            where m.company_id = ${company} and m.time_zone > c.zone)
        from company_zones c where c.zone is not null
      )
      select count(*) as zones, min(z.at) as first_at, max(z.at) as last_at from (
        select ${wallTimeInZoneSql(localAt, sql`c.zone`)} as at from company_zones c
        where c.zone is not null and exists (select 1 from ${u}
          where ${condition} and ${u.timeZone} = c.zone and ${reach} <> 'none')) z`,
  );
  return {
    count: Number(row?.zones ?? 0),
    firstAt: isoOrNull(row?.first_at),
    lastAt: isoOrNull(row?.last_at),
  };
}
