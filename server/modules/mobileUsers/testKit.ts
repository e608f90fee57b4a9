import { and, count, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  MobileUser,
  MobileUserListBody,
  MobileUserListResponse,
} from '../../../contract/mobileUsers';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { bearer, type TestApp } from '../../../tests/api/harness';

export type ListData = MobileUserListResponse['data'];

/** Test helpers over one test app. Expectations come from the database, never from the seed. */
export function usersKit(t: TestApp) {
  // Signing in runs argon2; one token per account and file is enough.
  const tokens = new Map<string, Promise<string>>();
  const headersOf = async (email: string, company?: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = t.tokenFor(email);
      tokens.set(email, token);
    }
    return { ...bearer(await token), ...(company ? { companyID: company } : {}) };
  };

  const companyId = (slug: string) => t.companyIdOf(slug);
  const channelOf = (adminEmail: string) => t.channelOfAdmin(adminEmail);

  return {
    headersOf,
    companyId,
    channelOf,

    request: async (
      email: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      company?: string,
    ) =>
      t.app.inject({
        method,
        url,
        headers: await headersOf(email, company),
        ...(payload ? { payload } : {}),
      }),

    /** POST /user/mobile-users/new; fails the test unless it answers 200. */
    async list(email: string, body: MobileUserListBody = {}, company?: string): Promise<ListData> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/mobile-users/new',
        headers: await headersOf(email, company),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MobileUserListResponse>().data;
    },

    /** Users matching the conditions, counted straight from the table. */
    async countUsers(...conditions: (SQL | undefined)[]): Promise<number> {
      const [row] = await t.db
        .select({ n: count() })
        .from(u)
        .where(and(...conditions));
      return row?.n ?? 0;
    },

    /** Ids of the users matching the conditions, in the given order. */
    async idsWhere(where: SQL | undefined, ...order: SQL[]): Promise<string[]> {
      const rows = await t.db
        .select({ id: u.id })
        .from(u)
        .where(where)
        .orderBy(...order);
      return rows.map((row) => row.id);
    },

    /** The condition "a live user of this company" in plain Drizzle, apart from filter.ts. */
    liveOf: async (slug: string) =>
      and(eq(u.companyId, await companyId(slug)), eq(u.isDeleted, 0)) as SQL,

    followerOf: (channelId: string) =>
      t.db
        .select({ id: channelFollowers.mobileUserId })
        .from(channelFollowers)
        .where(eq(channelFollowers.contentProviderId, channelId)),

    /** A group of the company with the given members, written straight to the database. */
    async addGroup(
      slug: string,
      name: string,
      memberIds: string[],
      contentProviderId: string | null = null,
    ): Promise<string> {
      const [group] = await t.db
        .insert(userGroups)
        .values({ companyId: await companyId(slug), name, contentProviderId })
        .returning({ id: userGroups.id });
      if (!group) throw new Error('group not created');
      if (memberIds.length > 0) {
        await t.db
          .insert(userGroupMembers)
          .values(memberIds.map((mobileUserId) => ({ groupId: group.id, mobileUserId })));
      }
      return group.id;
    },

    async userRow(id: string) {
      const [row] = await t.db.select().from(u).where(eq(u.id, id));
      if (!row) throw new Error(`no user ${id}`);
      return row;
    },
  };
}

export type UsersKit = ReturnType<typeof usersKit>;

export const idsOf = (users: readonly MobileUser[]) => users.map((user) => user._id);
