import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { mobileUserDevices } from '../../db/schema/appDevices';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { companies } from '../../db/schema/companies';
import { contentProviders } from '../../db/schema/channels';
import { optedOutSql } from '../optOuts/public';

/** An app user a test goes to: what the merge fields read and where they can be reached. */
export interface TestMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  customFields: Record<string, string>;
}

const memberColumns = {
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  language: u.language,
  customFields: u.customFields,
};

/** The signed-in admin's own name and email, as a test to "me" reads them. */
export async function testAdmin(db: Database, adminId: string) {
  const [admin] = await db
    .select({
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return admin ?? null;
}

/**
 * A chosen test member: an app user of the organisation that is not deleted, and for a channel
 * admin one following their channel. Anyone else is not found.
 */
export async function testMemberInScope(
  db: Database,
  place: { companyId: string; followsChannelId: string | null },
  memberId: string,
): Promise<TestMember | null> {
  const follows = place.followsChannelId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(channelFollowers)
          .where(
            and(
              eq(channelFollowers.mobileUserId, u.id),
              eq(channelFollowers.contentProviderId, place.followsChannelId),
            ),
          ),
      )
    : undefined;
  const [member] = await db
    .select(memberColumns)
    .from(u)
    .where(and(eq(u.id, memberId), eq(u.companyId, place.companyId), eq(u.isDeleted, 0), follows));
  return member ?? null;
}

/**
 * The admin's own app user in the organisation: the one whose email is the admin's, the one
 * with a live device first when the email is on several.
 */
export async function memberWithEmail(
  db: Database,
  companyId: string,
  email: string,
): Promise<TestMember | null> {
  const [member] = await db
    .select(memberColumns)
    .from(u)
    .where(
      and(eq(u.companyId, companyId), eq(u.isDeleted, 0), sql`lower(${u.email}) = lower(${email})`),
    )
    .orderBy(desc(u.hasPushToken), asc(u.dateCreated))
    .limit(1);
  return member ?? null;
}

/** The member's live push tokens with the platform each was registered from. */
export function liveDevicesOf(db: Database, companyId: string, memberId: string) {
  return db
    .select({ pushToken: mobileUserDevices.pushToken, platform: mobileUserDevices.platform })
    .from(mobileUserDevices)
    .where(
      and(eq(mobileUserDevices.companyId, companyId), eq(mobileUserDevices.mobileUserId, memberId)),
    )
    .orderBy(asc(mobileUserDevices.createdAt));
}

/** The names the merge fields {{ channel }} and {{ organisation }} read. */
export async function sendingNames(db: Database, companyId: string, channelId: string) {
  const [row] = await db
    .select({ channel: contentProviders.clientName, organisation: companies.name })
    .from(companies)
    .leftJoin(contentProviders, eq(contentProviders.id, channelId))
    .where(eq(companies.id, companyId));
  return { channel: row?.channel ?? '', organisation: row?.organisation ?? '' };
}

/** The ways a member opted out of for the channel: a test honours them as a send would. */
export async function optedOutWaysOf(
  db: Database,
  memberId: string,
  channelId: string,
): Promise<Set<'push' | 'sms' | 'email'>> {
  const ways = ['push', 'sms', 'email'] as const;
  const [row] = await db
    .select({
      push: sql<boolean>`${optedOutSql(memberId, channelId, 'push')}`,
      sms: sql<boolean>`${optedOutSql(memberId, channelId, 'sms')}`,
      email: sql<boolean>`${optedOutSql(memberId, channelId, 'email')}`,
    })
    .from(sql`(select 1) one`);
  return new Set(ways.filter((way) => row?.[way] === true));
}
