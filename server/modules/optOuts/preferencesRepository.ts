import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuietHours } from '../../../contract/deliveryRules';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { channelFollowers } from '../../db/schema/mobileUsers';
import { memberQuietHours } from '../../db/schema/optOuts';

/** The member a preference belongs to: the app token's user. */
export interface Member {
  mobileUserId: string;
  companyId: string;
}

const MINUTES_PER_HOUR = 60;

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * MINUTES_PER_HOUR + minutes;
};

const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(
    minutes % MINUTES_PER_HOUR,
  ).padStart(2, '0')}`;

const quietOf = (start: number | null, end: number | null): QuietHours | null =>
  start === null || end === null ? null : { start: clockOf(start), end: clockOf(end) };

/** The member's side of their preferences: the channels they hear from and their quiet hours. */
export function createPreferencesRepository(db: Database) {
  return {
    /** The live channels the member hears from: the ones they follow and the company's default. */
    async channelsOf(member: Member): Promise<{ _id: string; name: string }[]> {
      const rows = await db
        .select({ id: contentProviders.id, name: contentProviders.clientName })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.companyId, member.companyId),
            eq(contentProviders.isDeleted, 0),
            sql`(${contentProviders.isCompanyDefault} or exists (
              select 1 from ${channelFollowers} f where f.content_provider_id = ${contentProviders.id}
                and f.mobile_user_id = ${member.mobileUserId}))`,
          ),
        )
        .orderBy(asc(contentProviders.clientName), asc(contentProviders.id));
      return rows.map((row) => ({ _id: row.id, name: row.name ?? '' }));
    },

    async quietHoursOf(member: Member): Promise<QuietHours | null> {
      const [row] = await db
        .select({ start: memberQuietHours.start, end: memberQuietHours.end })
        .from(memberQuietHours)
        .where(eq(memberQuietHours.mobileUserId, member.mobileUserId));
      return row ? quietOf(row.start, row.end) : null;
    },

    async companyQuietHoursOf(member: Member): Promise<QuietHours | null> {
      const [row] = await db
        .select({ start: companies.quietHoursStart, end: companies.quietHoursEnd })
        .from(companies)
        .where(eq(companies.id, member.companyId));
      return row ? quietOf(row.start, row.end) : null;
    },

    /** Sets the member's own quiet hours; null: none. A window of no length keeps none. */
    async setQuietHours(member: Member, quiet: QuietHours | null): Promise<void> {
      const start = quiet ? minutesOf(quiet.start) : null;
      const end = quiet ? minutesOf(quiet.end) : null;
      if (start === null || end === null || start === end) {
        await db
          .delete(memberQuietHours)
          .where(eq(memberQuietHours.mobileUserId, member.mobileUserId));
        return;
      }
      await db
        .insert(memberQuietHours)
        .values({ ...member, start, end })
        .onConflictDoUpdate({ target: memberQuietHours.mobileUserId, set: { start, end } });
    },
  };
}
