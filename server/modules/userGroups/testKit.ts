import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { bearer, type TestApp } from '../../../tests/api/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests as a demo admin, and the database facts the tests compute their expectations from. */
export function groupsTestKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    const cached = tokens.get(email) ?? t.tokenFor(email);
    tokens.set(email, cached);
    return cached;
  };

  async function call(
    email: string,
    method: Method,
    url: string,
    options: { payload?: InjectOptions['payload']; company?: string } = {},
  ) {
    const headers = {
      ...bearer(await tokenFor(email)),
      ...(options.company ? { companyID: options.company } : {}),
    };
    return t.app.inject({ method, url, headers, payload: options.payload });
  }

  const companyId = (slug: string) => t.companyIdOf(slug);

  /** The company's PRIMARY channel (local, not the default), which the seed gives a group. */
  async function primaryChannel(slug: string): Promise<string> {
    const [row] = await t.db
      .select({ id: contentProviders.id })
      .from(contentProviders)
      .where(
        and(
          eq(contentProviders.companyId, await companyId(slug)),
          eq(contentProviders.isLocal, true),
          eq(contentProviders.isCompanyDefault, false),
        ),
      );
    if (!row) throw new Error(`no PRIMARY channel in ${slug}`);
    return row.id;
  }

  async function admin(email: string) {
    const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    if (!row) throw new Error(`no admin ${email}`);
    return row;
  }

  async function groupsOf(slug: string) {
    return t.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, await companyId(slug)));
  }

  async function group(slug: string, name: string) {
    const found = (await groupsOf(slug)).find((row) => row.name === name);
    if (!found) throw new Error(`no group ${name} in ${slug}`);
    return found;
  }

  /** Ids of the company's live app users, optionally narrowed further. */
  async function userIds(slug: string, where?: SQL): Promise<string[]> {
    const rows = await t.db
      .select({ id: mobileUsers.id })
      .from(mobileUsers)
      .where(
        and(eq(mobileUsers.companyId, await companyId(slug)), eq(mobileUsers.isDeleted, 0), where),
      )
      .orderBy(mobileUsers.id);
    return rows.map((row) => row.id);
  }

  async function followerIds(channelId: string): Promise<string[]> {
    const rows = await t.db
      .select({ id: channelFollowers.mobileUserId })
      .from(channelFollowers)
      .where(eq(channelFollowers.contentProviderId, channelId));
    return rows.map((row) => row.id);
  }

  /** Every membership row of a group, deleted users included. */
  async function memberIds(groupId: string): Promise<string[]> {
    const rows = await t.db
      .select({ id: userGroupMembers.mobileUserId })
      .from(userGroupMembers)
      .where(eq(userGroupMembers.groupId, groupId))
      .orderBy(userGroupMembers.mobileUserId);
    return rows.map((row) => row.id);
  }

  /** The count the API should show: live members, and for a channel admin only its followers. */
  async function liveMembers(groupId: string, channelId?: string): Promise<number> {
    const followers = channelId ? await followerIds(channelId) : null;
    const [row] = await t.db
      .select({ n: count() })
      .from(userGroupMembers)
      .innerJoin(mobileUsers, eq(mobileUsers.id, userGroupMembers.mobileUserId))
      .where(
        and(
          eq(userGroupMembers.groupId, groupId),
          eq(mobileUsers.isDeleted, 0),
          followers ? inArray(mobileUsers.id, followers) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  return {
    call,
    companyId,
    primaryChannel,
    admin,
    groupsOf,
    group,
    userIds,
    followerIds,
    memberIds,
    liveMembers,
  };
}
