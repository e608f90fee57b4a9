import { and, eq, exists, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { adminSessions } from '../../db/schema/auth';
import {
  invitationConfirmations as c,
  invitationFunnelCounts as f,
} from '../../db/schema/invitations';

/** One kept counter summed over an ISO week (its Monday, UTC) for one link and step. */
export interface WeeklyCount {
  linkId: string;
  step: string;
  week: string;
  n: number;
}

/** A confirmed admin of a link who signed in lately, and when it confirmed. */
export interface ActiveAdmin {
  linkId: string;
  confirmedAt: Date;
}

export interface DayRange {
  /** First and last UTC day, YYYY-MM-DD. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The funnel report's SQL: reads only the kept daily counters (by the primary key, link and day
 * first) and, for the last step, the links' few confirmed admins; never the members or events.
 */
export function createFunnelReportRepository(db: Database) {
  // The ISO week's Monday by date arithmetic: twice as fast over a year of counters as
  // formatting date_trunc's timestamp.
  const monday = sql`(${f.day} - (extract(isodow from ${f.day})::int - 1))`;
  const week = sql<string>`${monday}::text`;

  return {
    async weeklyCounts(linkIds: readonly string[], range: DayRange): Promise<WeeklyCount[]> {
      if (linkIds.length === 0) return [];
      return db
        .select({ linkId: f.linkId, step: f.step, week, n: sql<number>`sum(${f.count})::int` })
        .from(f)
        .where(and(inArray(f.linkId, [...linkIds]), gte(f.day, range.from), lte(f.day, range.to)))
        .groupBy(f.linkId, f.step, monday);
    },

    /** Admins confirmed in the range whose latest sign-in is at or after `since`. */
    async activeAdmins(
      linkIds: readonly string[],
      range: DayRange,
      since: Date,
    ): Promise<ActiveAdmin[]> {
      if (linkIds.length === 0) return [];
      const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
      const signedInSince = db
        .select({ one: sql`1` })
        .from(adminSessions)
        .where(and(eq(adminSessions.adminId, c.adminId), gte(adminSessions.createdAt, since)));
      const rows = await db
        .select({ linkId: c.linkId, confirmedAt: c.confirmedAt })
        .from(c)
        .innerJoin(adminUsers, eq(adminUsers.id, c.adminId))
        .where(
          and(
            inArray(c.linkId, [...linkIds]),
            gte(c.confirmedAt, new Date(`${range.from}T00:00:00Z`)),
            lt(c.confirmedAt, end),
            eq(adminUsers.isDeleted, 0),
            exists(signedInSince),
          ),
        );
      return rows.flatMap((row) =>
        row.confirmedAt ? [{ linkId: row.linkId, confirmedAt: row.confirmedAt }] : [],
      );
    },
  };
}

export type FunnelReportRepository = ReturnType<typeof createFunnelReportRepository>;
