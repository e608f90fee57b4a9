import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { channelFollowers, mobileUsers } from '../schema/mobileUsers';
import { userGroupMembers, userGroups } from '../schema/userGroups';
import type { SeededCompany } from './companies';

/** Every nth user of the list, so members spread over the company without randomness. */
const everyNth = <T>(items: T[], n: number, offset: number) =>
  items.filter((_, i) => i % n === offset);

/** The admin a group is recorded as created by, or nobody when the admin seed has none. */
async function creator(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ createdBy: adminUsers.id, createdUserGroup: adminUsers.userGroup })
    .from(adminUsers)
    .where(where)
    .orderBy(asc(adminUsers.email))
    .limit(1);
  return row ?? { createdBy: null, createdUserGroup: null };
}

/**
 * Three groups per company. 'Night shift' belongs to the company's PRIMARY channel and holds
 * followers of it, so a channel admin of that channel has a group with members to work on.
 * The users are read back from the database: the users seed decides who exists.
 */
export async function seedUserGroups(db: Database, seededCompanies: SeededCompany[]) {
  for (const company of seededCompanies) {
    const byCompanyAdmin = await creator(db, eq(adminUsers.email, `admin@${company.slug}.test`));
    const byChannelAdmin = await creator(
      db,
      and(
        eq(adminUsers.contentProviderId, company.channels.PRIMARY),
        eq(adminUsers.isChannelSubAdmin, 0),
      ),
    );
    const users = await db
      .select({ id: mobileUsers.id })
      .from(mobileUsers)
      .where(eq(mobileUsers.companyId, company.id))
      .orderBy(asc(mobileUsers.dateCreated), asc(mobileUsers.id));
    const followers = await db
      .select({ id: mobileUsers.id })
      .from(mobileUsers)
      .innerJoin(channelFollowers, eq(channelFollowers.mobileUserId, mobileUsers.id))
      .where(eq(channelFollowers.contentProviderId, company.channels.PRIMARY))
      .orderBy(asc(mobileUsers.dateCreated), asc(mobileUsers.id));

    const groups = [
      {
        name: 'Shop stewards',
        description: 'Workplace representatives',
        ...byCompanyAdmin,
        members: everyNth(users, 8, 0),
      },
      {
        name: 'New members',
        description: 'Joined most recently',
        ...byCompanyAdmin,
        members: users.slice(-Math.ceil(users.length / 5)),
      },
      {
        name: 'Night shift',
        description: 'Followers of the news channel who work nights',
        contentProviderId: company.channels.PRIMARY,
        ...(byChannelAdmin.createdBy ? byChannelAdmin : byCompanyAdmin),
        members: everyNth(followers, 3, 1),
      },
    ];
    for (const { members, ...group } of groups) {
      const [row] = await db
        .insert(userGroups)
        .values({ companyId: company.id, ...group })
        .returning({ id: userGroups.id });
      if (!row) throw new Error(`could not seed group ${group.name}`);
      if (members.length > 0) {
        await db
          .insert(userGroupMembers)
          .values(members.map(({ id }) => ({ groupId: row.id, mobileUserId: id })));
      }
    }
  }
}
