import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, reachChannel, type AudienceTarget } from './audience';
import { wallTimeInZoneSql, type LocalWallTime } from './localTime';
import { dateOrNull } from './sqlRows';

/** The time zones a local-time send spans, and when the first and the last reach its time. */
export interface ZoneSpan {
  count: number;
  /** ISO instants; null when no reachable user is in the audience. */
  firstAt: string | null;
  lastAt: string | null;
}

const isoOrNull = (value: unknown): string | null => dateOrNull(value)?.toISOString() ?? null;

/**
 * The zones of the audience's reachable users: one grouped count over their stored zones (the
 * company-zone index answers it without a row per user leaving the database), then each zone's
 * instant for the wall time, of which the earliest and the latest.
 */
export async function countZoneSpan(
  db: Database,
  target: AudienceTarget,
  localAt: LocalWallTime,
): Promise<ZoneSpan> {
  const [row] = await selectRows<{ zones: unknown; first_at: unknown; last_at: unknown }>(
    db,
    sql`select count(*) as zones, min(z.at) as first_at, max(z.at) as last_at from (
        select ${wallTimeInZoneSql(localAt, sql`zones.time_zone`)} as at from (
          select ${u.timeZone} as time_zone from ${u}
          where ${audienceCondition(target)} and ${reachChannel(target.channel)} <> 'none'
          group by ${u.timeZone}) zones) z`,
  );
  return {
    count: Number(row?.zones ?? 0),
    firstAt: isoOrNull(row?.first_at),
    lastAt: isoOrNull(row?.last_at),
  };
}
