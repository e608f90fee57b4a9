import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUserListBody, MobileUserSummary } from '../../../contract/mobileUsers';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';

let t: TestApp;
let kit: UsersKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
});
afterAll(() => t.close());

const active = eq(u.isActive, 1);
const suspended = eq(u.isActive, 0);
const registered = eq(u.registered, true);
const unregistered = eq(u.registered, false);

/**
 * The summary as SPEC.md section 3 defines it, counted straight from the table: each count
 * applies the whole filter except its own dimension.
 */
async function expectedSummary(
  scope: SQL,
  base: SQL | undefined,
  status: SQL | undefined,
  registration: SQL | undefined,
): Promise<MobileUserSummary> {
  const c = (...conditions: (SQL | undefined)[]) => kit.countUsers(scope, base, ...conditions);
  return {
    totalUsers: await kit.countUsers(scope),
    totalFilteredUsers: await c(status, registration),
    activeCount: await c(registration, active),
    suspendedCount: await c(registration, suspended),
    registeredCount: await c(status, registered),
    unregisteredCount: await c(status, unregistered),
    usersForMessagingCount: await c(status, registration, active),
    registeredUsersForMessagingCount: await c(status, registration, active, registered),
    unregisteredUsersForMessagingCount: await c(status, registration, active, unregistered),
  };
}

async function summaryOf(email: string, body: MobileUserListBody, company?: string) {
  const { users, ...summary } = await kit.list(email, body, company);
  expect(Array.isArray(users)).toBe(true);
  return summary;
}

describe('POST /user/mobile-users/new: the summary', () => {
  it('counts every dimension with no filter', async () => {
    const acme = await kit.liveOf('acme');
    const expected = await expectedSummary(acme, undefined, undefined, undefined);
    expect(await summaryOf(ADMIN, {})).toEqual(expected);
    // Every dimension is populated, so a count that read the wrong column would show.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
    expect(expected.activeCount + expected.suspendedCount).toBe(expected.totalUsers);
  });

  it('leaves out only its own dimension: active, registered, iOS', async () => {
    const acme = await kit.liveOf('acme');
    const body: MobileUserListBody = {
      userStatus: 'active',
      userType: 'registered',
      platForm: 'ios',
    };
    const expected = await expectedSummary(acme, eq(u.platform, 'ios'), active, registered);
    const summary = await summaryOf(ADMIN, body);
    expect(summary).toEqual(expected);
    expect(summary.suspendedCount).toBeGreaterThan(0);
    expect(summary.unregisteredCount).toBeGreaterThan(0);
    expect(summary.unregisteredUsersForMessagingCount).toBe(0);
  });

  it('leaves out only its own dimension: suspended, unregistered, custom field and search', async () => {
    const acme = await kit.liveOf('acme');
    const body: MobileUserListBody = {
      userStatus: 'suspended',
      userType: 'unregistered',
      CRFs: [{ name: 'Local', value: '47' }],
      searchString: 'a',
    };
    const base = and(
      sql`${u.customFields}->>'Local' = '47'`,
      sql`strpos(lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.email}, '')), 'a') > 0`,
    );
    expect(await summaryOf(ADMIN, body)).toEqual(
      await expectedSummary(acme, base, suspended, unregistered),
    );
  });

  it('counts an all-fields search alone (from the search rows), with status and version', async () => {
    const acme = await kit.liveOf('acme');
    const matches = (term: string) =>
      sql`strpos(lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.email}, '')), ${term}) > 0`;
    const plain = await summaryOf(ADMIN, { searchString: 'AR' });
    expect(plain).toEqual(await expectedSummary(acme, matches('ar'), undefined, undefined));
    expect(plain.totalFilteredUsers).toBeGreaterThan(0);
    expect(plain.totalFilteredUsers).toBeLessThan(plain.totalUsers);
    expect(
      await summaryOf(ADMIN, { searchString: 'en', userStatus: 'suspended', userType: 'v2' }),
    ).toEqual(
      await expectedSummary(acme, and(matches('en'), eq(u.version, 2)), suspended, undefined),
    );
    expect(await summaryOf(ADMIN, { searchString: 'acme', userType: 'unregistered' })).toEqual(
      await expectedSummary(acme, matches('acme'), undefined, unregistered),
    );
    const nobody = await summaryOf(ADMIN, { searchString: 'no such person anywhere' });
    expect(nobody.totalFilteredUsers).toBe(0);
    expect(nobody.totalUsers).toBe(plain.totalUsers);
  });

  it('counts a search within the company only, and across companies for the platform', async () => {
    const everyone = eq(u.isDeleted, 0);
    const matches = sql`strpos(lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.email}, '')), 'ug') > 0`;
    expect(await summaryOf('admin@globex.test', { searchString: 'ug' })).toEqual(
      await expectedSummary(await kit.liveOf('globex'), matches, undefined, undefined),
    );
    expect(await summaryOf('super@tidings.test', { searchString: 'ug' })).toEqual(
      await expectedSummary(everyone, matches, undefined, undefined),
    );
  });

  it('treats v1 and v2 as part of the base, and onlyActiveUsers as the status', async () => {
    const acme = await kit.liveOf('acme');
    expect(await summaryOf(ADMIN, { userType: 'v1', onlyActiveUsers: true })).toEqual(
      await expectedSummary(acme, eq(u.version, 1), active, undefined),
    );
  });

  it('counts groups and a selection within the scope', async () => {
    const acme = await kit.liveOf('acme');
    const ids = await kit.idsWhere(acme, asc(u.id));
    const group = await kit.addGroup('acme', 'Summary group', ids.slice(0, 12));
    expect(await summaryOf(ADMIN, { groups: [group], userStatus: 'active' })).toEqual(
      await expectedSummary(acme, inArray(u.id, ids.slice(0, 12)), active, undefined),
    );
    expect(await summaryOf(ADMIN, { selectionType: 'ids', userIds: ids.slice(3, 9) })).toEqual(
      await expectedSummary(acme, inArray(u.id, ids.slice(3, 9)), undefined, undefined),
    );
  });

  it('counts one group from its kept counters, by status, registration and platform, and after it changes', async () => {
    const acme = await kit.liveOf('acme');
    const ids = await kit.idsWhere(acme, asc(u.id));
    const members = ids.filter((_, index) => index % 2 === 0).slice(0, 40);
    const group = await kit.addGroup('acme', 'Counted group', members);
    const inGroup = () => inArray(u.id, members);
    for (const body of [
      { groups: [group] },
      { groups: [group], userStatus: 'suspended' as const, userType: 'registered' as const },
      { groups: [group], userType: 'unregistered' as const, platForm: 'IOS' },
    ]) {
      const platform = body.platForm ? sql`lower(${u.platform}) = 'ios'` : undefined;
      const status = 'userStatus' in body ? suspended : undefined;
      const registration =
        body.userType === 'registered'
          ? registered
          : body.userType === 'unregistered'
            ? unregistered
            : undefined;
      const summary = await summaryOf(ADMIN, body);
      expect(summary).toEqual(
        await expectedSummary(acme, and(inGroup(), platform), status, registration),
      );
    }
    expect((await summaryOf(ADMIN, { groups: [group] })).totalFilteredUsers).toBe(members.length);
    expect(members.length).toBeGreaterThan(20);

    // A member suspended and one left: the counts follow in the same transaction.
    const [first = '', second = ''] = members;
    await t.db.update(u).set({ isActive: 0 }).where(eq(u.id, first));
    await t.db.execute(
      sql`delete from user_group_members where group_id = ${group} and mobile_user_id = ${second}`,
    );
    members.splice(1, 1);
    expect(await summaryOf(ADMIN, { groups: [group], userStatus: 'active' })).toEqual(
      await expectedSummary(acme, inGroup(), active, undefined),
    );
    await t.db.update(u).set({ isActive: 1 }).where(eq(u.id, first));
  });

  it("counts a group's members within the channel admin's followers, and nothing of another company's group", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const acme = await kit.liveOf('acme');
    const followers = and(acme, inArray(u.id, kit.followerOf(channel))) as SQL;
    const ids = await kit.idsWhere(acme, asc(u.id));
    const group = await kit.addGroup('acme', 'Mixed followers', ids.slice(0, 60));
    const summary = await summaryOf('channel@acme.test', { groups: [group] });
    expect(summary).toEqual(
      await expectedSummary(followers, inArray(u.id, ids.slice(0, 60)), undefined, undefined),
    );
    expect(summary.totalFilteredUsers).toBeGreaterThan(0);
    expect(summary.totalFilteredUsers).toBeLessThan(60);

    const globexIds = await kit.idsWhere(await kit.liveOf('globex'), asc(u.id));
    const foreign = await kit.addGroup('globex', 'Not acme', globexIds.slice(0, 5));
    const none = await summaryOf(ADMIN, { groups: [foreign] });
    expect(none.totalFilteredUsers).toBe(0);
    expect(none.activeCount + none.suspendedCount).toBe(0);
    expect((await summaryOf('super@tidings.test', { groups: [foreign] })).totalFilteredUsers).toBe(
      5,
    );
  });

  it("counts a channel admin's followers only", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const followers = and(await kit.liveOf('acme'), inArray(u.id, kit.followerOf(channel))) as SQL;
    const summary = await summaryOf('channel@acme.test', { userType: 'registered' });
    expect(summary).toEqual(await expectedSummary(followers, undefined, undefined, registered));
    expect(summary.totalUsers).toBeLessThan(await kit.countUsers(await kit.liveOf('acme')));
  });

  it("counts a channel admin's searched followers from the search rows, after follows change", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const followers = async () =>
      and(await kit.liveOf('acme'), inArray(u.id, kit.followerOf(channel))) as SQL;
    const matches = sql`strpos(lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.email}, '')), 'a') > 0`;
    const searched = await summaryOf('channel@acme.test', { searchString: 'A', userType: 'v2' });
    expect(searched).toEqual(
      await expectedSummary(
        await followers(),
        and(matches, eq(u.version, 2)),
        undefined,
        undefined,
      ),
    );
    expect(searched.totalFilteredUsers).toBeGreaterThan(0);

    // Half the matching followers leave the channel and as many other acme users join it.
    const leaving = await kit.idsWhere(and(await followers(), matches), asc(u.id));
    const joining = await kit.idsWhere(
      and(await kit.liveOf('acme'), notInArray(u.id, kit.followerOf(channel)), matches),
      asc(u.id),
    );
    const half = leaving.slice(0, Math.ceil(leaving.length / 2));
    expect(half.length).toBeGreaterThan(0);
    await t.db.execute(sql`delete from channel_followers where content_provider_id = ${channel}
      and mobile_user_id = any(${`{${half.join(',')}}`}::uuid[])`);
    for (const id of joining.slice(0, half.length)) {
      await t.db.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
        values (${id}, ${channel})`);
    }
    expect(
      await summaryOf('channel@acme.test', { searchString: 'a', userStatus: 'active' }),
    ).toEqual(await expectedSummary(await followers(), matches, active, undefined));
  });

  it("counts a channel admin's followers by version and status from the kept counters", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const followers = and(await kit.liveOf('acme'), inArray(u.id, kit.followerOf(channel))) as SQL;
    const summary = await summaryOf('channel@acme.test', {
      userType: 'v2',
      userStatus: 'suspended',
    });
    expect(summary).toEqual(
      await expectedSummary(followers, eq(u.version, 2), suspended, undefined),
    );
    expect(summary.totalFilteredUsers).toBeGreaterThan(0);
  });

  it('counts every company for the platform admin without a company, one with it', async () => {
    const everyone = eq(u.isDeleted, 0);
    expect(await summaryOf('super@tidings.test', {})).toEqual(
      await expectedSummary(everyone, undefined, undefined, undefined),
    );
    expect(await summaryOf('super@tidings.test', {}, 'globex')).toEqual(
      await expectedSummary(await kit.liveOf('globex'), undefined, undefined, undefined),
    );
  });
});

describe('PUT /user/status/{userID} for app users', () => {
  it('suspends and activates an app user, moving it between the counts', async () => {
    const acme = await kit.liveOf('acme');
    const [id = ''] = await kit.idsWhere(and(acme, active), asc(u.id));
    const before = await summaryOf(ADMIN, {});

    const suspend = await kit.request(ADMIN, 'PUT', `/user/status/${id}`, { status: 0 });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json()).toEqual({ success: true });
    expect((await kit.userRow(id)).isActive).toBe(0);
    const after = await summaryOf(ADMIN, {});
    expect(after.activeCount).toBe(before.activeCount - 1);
    expect(after.suspendedCount).toBe(before.suspendedCount + 1);
    expect(after.totalUsers).toBe(before.totalUsers);

    const activate = await kit.request(ADMIN, 'PUT', `/user/status/${id}`, { status: 1 });
    expect(activate.statusCode).toBe(200);
    expect((await kit.userRow(id)).isActive).toBe(1);
    expect(await summaryOf(ADMIN, {})).toEqual(before);
  });

  it("lets a channel admin set its followers' status, and no one else's", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const acme = await kit.liveOf('acme');
    const [follower = ''] = await kit.idsWhere(
      and(acme, active, inArray(u.id, kit.followerOf(channel))),
      asc(u.id),
    );
    const [stranger = ''] = await kit.idsWhere(
      and(acme, active, notInArray(u.id, kit.followerOf(channel))),
      asc(u.id),
    );
    const ok = await kit.request('channel@acme.test', 'PUT', `/user/status/${follower}`, {
      status: 0,
    });
    expect(ok.statusCode).toBe(200);
    expect((await kit.userRow(follower)).isActive).toBe(0);

    const refused = await kit.request('channel@acme.test', 'PUT', `/user/status/${stranger}`, {
      status: 0,
    });
    expect(refused.statusCode).toBe(404);
    expect((await kit.userRow(stranger)).isActive).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a status other than 0 or 1', async () => {
    const unknown = await kit.request(ADMIN, 'PUT', `/user/status/${crypto.randomUUID()}`, {
      status: 0,
    });
    expect(unknown.statusCode).toBe(404);
    const [id = ''] = await kit.idsWhere(await kit.liveOf('acme'));
    const bad = await kit.request(ADMIN, 'PUT', `/user/status/${id}`, { status: 2 });
    expect(bad.statusCode).toBe(400);
  });
});
