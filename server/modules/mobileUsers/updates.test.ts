import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUser, MobileUserResponse } from '../../../contract/mobileUsers';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers } from '../../db/schema/userGroups';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';
const CHANNEL_ADMIN = 'channel@acme.test';

let t: TestApp;
let kit: UsersKit;
/** Live acme users, in id order, that no test in this file deletes. */
let users: string[];
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  users = await kit.idsWhere(await kit.liveOf('acme'), asc(u.id));
});
afterAll(() => t.close());

const put = (email: string, id: string, what: string, payload: object) =>
  kit.request(email, 'PUT', `/user/mobile-users/${id}/${what}`, payload);

function userOf(response: { statusCode: number; body: string; json: <T>() => T }): MobileUser {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<MobileUserResponse>();
  expect(body.success).toBe(true);
  return body.data;
}

async function groupsInDb(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.mobileUserId, userId));
  return rows.map((row) => row.id).sort();
}

describe('PUT /user/mobile-users/{userID}/groups', () => {
  it("replaces the user's groups with the ones given", async () => {
    const id = users[0] ?? '';
    const [one, two, three] = [
      await kit.addGroup('acme', 'Upd one', [id]),
      await kit.addGroup('acme', 'Upd two', []),
      await kit.addGroup('acme', 'Upd three', []),
    ];
    const user = userOf(await put(ADMIN, id, 'groups', { groups: [two, three, two] }));
    expect(user.groups).toEqual([
      { _id: three, name: 'Upd three' },
      { _id: two, name: 'Upd two' },
    ]);
    expect(await groupsInDb(id)).toEqual([two, three].sort());
    expect(await groupsInDb(id)).not.toContain(one);

    const none = userOf(await put(ADMIN, id, 'groups', { groups: [] }));
    expect(none.groups).toEqual([]);
    expect(await groupsInDb(id)).toEqual([]);
  });

  it('answers 404 for a group of another company and changes nothing', async () => {
    const id = users[1] ?? '';
    const own = await kit.addGroup('acme', 'Upd kept', [id]);
    const foreign = await kit.addGroup('globex', 'Upd foreign', []);
    const before = await groupsInDb(id);
    const response = await put(ADMIN, id, 'groups', { groups: [own, foreign] });
    expect(response.statusCode).toBe(404);
    expect(await groupsInDb(id)).toEqual(before);
    const unknown = await put(ADMIN, id, 'groups', { groups: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(await groupsInDb(id)).toEqual(before);
  });

  it("lets a channel admin change only its channel's groups, keeping the others", async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const other = await kit.channelOf('channel5@acme.test');
    const [follower = ''] = await kit.idsWhere(
      and(await kit.liveOf('acme'), inArray(u.id, kit.followerOf(channel))),
      asc(u.id),
    );
    const companyGroup = await kit.addGroup('acme', 'Upd company-wide', [follower]);
    const otherChannelGroup = await kit.addGroup('acme', 'Upd other channel', [follower], other);
    const oldGroup = await kit.addGroup('acme', 'Upd channel old', [follower], channel);
    const newGroup = await kit.addGroup('acme', 'Upd channel new', [], channel);

    const user = userOf(await put(CHANNEL_ADMIN, follower, 'groups', { groups: [newGroup] }));
    // The channel admin sees its channel's groups only.
    expect(user.groups).toEqual([{ _id: newGroup, name: 'Upd channel new' }]);
    const stored = await groupsInDb(follower);
    expect(stored).toEqual(expect.arrayContaining([companyGroup, otherChannelGroup, newGroup]));
    expect(stored).not.toContain(oldGroup);

    for (const group of [companyGroup, otherChannelGroup]) {
      const response = await put(CHANNEL_ADMIN, follower, 'groups', { groups: [group] });
      expect(response.statusCode).toBe(404);
    }
    expect(await groupsInDb(follower)).toEqual(stored);
  });
});

describe('PUT /user/mobile-users/{userID}/custom-fields and /deals', () => {
  it('replaces every custom field', async () => {
    const id = users[2] ?? '';
    const user = userOf(
      await put(ADMIN, id, 'custom-fields', {
        customFields: [
          { name: 'Shift', value: 'Night' },
          { name: 'Badge', value: 'B-17' },
        ],
      }),
    );
    expect(user.customFields).toEqual([
      { name: 'Badge', value: 'B-17' },
      { name: 'Shift', value: 'Night' },
    ]);
    expect((await kit.userRow(id)).customFields).toEqual({ Shift: 'Night', Badge: 'B-17' });
    const cleared = userOf(await put(ADMIN, id, 'custom-fields', { customFields: [] }));
    expect(cleared.customFields).toEqual([]);
    expect((await kit.userRow(id)).customFields).toEqual({});
  });

  it('refuses repeated names and a missing field, and changes nothing', async () => {
    const id = users[3] ?? '';
    const before = (await kit.userRow(id)).customFields;
    const repeated = await put(ADMIN, id, 'custom-fields', {
      customFields: [
        { name: 'Local', value: '1' },
        { name: 'Local', value: '2' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ code: string }>().code).toBe('validation_error');
    for (const [what, payload] of [
      ['custom-fields', { groups: [] }],
      ['groups', { customFields: [] }],
      ['deals', {}],
      ['deals', { isDailyDeal: 'maybe' }],
    ] as const) {
      const response = await put(ADMIN, id, what, payload);
      expect(response.statusCode, `${what} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await kit.userRow(id)).customFields).toEqual(before);
  });

  it('sets and clears the daily-deal flag', async () => {
    const id = users[4] ?? '';
    expect(userOf(await put(ADMIN, id, 'deals', { isDailyDeal: true })).isDailyDeal).toBe(true);
    expect((await kit.userRow(id)).isDailyDeal).toBe(true);
    expect(userOf(await put(ADMIN, id, 'deals', { isDailyDeal: false })).isDailyDeal).toBe(false);
    expect((await kit.userRow(id)).isDailyDeal).toBe(false);
  });

  it('refuses an unknown update, an unknown user and an id that is not a uuid', async () => {
    const unknownWhat = await put(ADMIN, users[5] ?? '', 'password', { isDailyDeal: true });
    expect(unknownWhat.statusCode).toBe(400);
    expect(unknownWhat.json<{ code: string }>().code).toBe('validation_error');
    const unknownUser = await put(ADMIN, crypto.randomUUID(), 'deals', { isDailyDeal: true });
    expect(unknownUser.statusCode).toBe(404);
    expect((await put(ADMIN, 'acme', 'deals', { isDailyDeal: true })).statusCode).toBe(400);
  });

  it('answers error_updating_mobile_user when the database refuses the change', async () => {
    // A constraint of this test database only: a field named Blocked cannot be stored.
    await t.db.execute(
      sql`alter table mobile_users add constraint test_no_blocked
        check (not jsonb_exists(custom_fields, 'Blocked'))`,
    );
    const id = users[6] ?? '';
    const response = await put(ADMIN, id, 'custom-fields', {
      customFields: [{ name: 'Blocked', value: 'yes' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('error_updating_mobile_user');
    expect((await kit.userRow(id)).customFields).not.toHaveProperty('Blocked');
  });
});

describe('POST /user/mobile-users/toggleIM/{userID}/{state}', () => {
  it('disables and enables instant messaging', async () => {
    const id = users[7] ?? '';
    const url = (state: string) => `/user/mobile-users/toggleIM/${id}/${state}`;
    expect(userOf(await kit.request(ADMIN, 'POST', url('1'))).imDisabled).toBe(true);
    expect((await kit.userRow(id)).imDisabled).toBe(true);
    expect(userOf(await kit.request(ADMIN, 'POST', url('0'))).imDisabled).toBe(false);
    expect((await kit.userRow(id)).imDisabled).toBe(false);
    expect((await kit.request(ADMIN, 'POST', url('2'))).statusCode).toBe(400);
  });

  it('lets a channel admin toggle its followers only', async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const acme = await kit.liveOf('acme');
    const [follower = ''] = await kit.idsWhere(and(acme, inArray(u.id, kit.followerOf(channel))));
    const [stranger = ''] = await kit.idsWhere(
      and(acme, notInArray(u.id, kit.followerOf(channel))),
    );
    const ok = await kit.request(
      CHANNEL_ADMIN,
      'POST',
      `/user/mobile-users/toggleIM/${follower}/1`,
    );
    expect(userOf(ok).imDisabled).toBe(true);
    const before = (await kit.userRow(stranger)).imDisabled;
    const refused = await kit.request(
      CHANNEL_ADMIN,
      'POST',
      `/user/mobile-users/toggleIM/${stranger}/${before ? '0' : '1'}`,
    );
    expect(refused.statusCode).toBe(404);
    expect((await kit.userRow(stranger)).imDisabled).toBe(before);
  });
});

describe('DELETE /user/mobile-users/{id}', () => {
  it('flags the user as deleted; it leaves every list and every call', async () => {
    const id = users[30] ?? '';
    await t.db.update(u).set({ isRecovered: true }).where(eq(u.id, id));
    const before = await kit.list(ADMIN, {});
    const recoveredBefore = await kit.request(
      ADMIN,
      'GET',
      '/user/mobile-users/recovered/acme?limit=100',
    );

    const response = await kit.request(ADMIN, 'DELETE', `/user/mobile-users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await kit.userRow(id)).isDeleted).toBe(1);

    const after = await kit.list(ADMIN, {});
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    expect((await kit.list(ADMIN, { selectionType: 'ids', userIds: [id] })).users).toEqual([]);
    const recovered = await kit.request(
      ADMIN,
      'GET',
      '/user/mobile-users/recovered/acme?limit=100',
    );
    const recoveredIds = recovered
      .json<{ data: { users: MobileUser[] } }>()
      .data.users.map((x) => x._id);
    expect(recoveredIds).not.toContain(id);
    expect(recovered.json<{ data: { total: number } }>().data.total).toBe(
      recoveredBefore.json<{ data: { total: number } }>().data.total - 1,
    );

    expect((await kit.request(ADMIN, 'DELETE', `/user/mobile-users/${id}`)).statusCode).toBe(404);
    expect((await put(ADMIN, id, 'deals', { isDailyDeal: true })).statusCode).toBe(404);
    expect(
      (await kit.request(ADMIN, 'POST', `/user/mobile-users/toggleIM/${id}/1`)).statusCode,
    ).toBe(404);
    expect((await kit.request(ADMIN, 'PUT', `/user/status/${id}`, { status: 0 })).statusCode).toBe(
      404,
    );
  });

  it('refuses a channel admin (403 for a follower, 404 for anyone else)', async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const acme = await kit.liveOf('acme');
    const [follower = ''] = await kit.idsWhere(and(acme, inArray(u.id, kit.followerOf(channel))));
    const [stranger = ''] = await kit.idsWhere(
      and(acme, notInArray(u.id, kit.followerOf(channel))),
    );
    expect(
      (await kit.request(CHANNEL_ADMIN, 'DELETE', `/user/mobile-users/${follower}`)).statusCode,
    ).toBe(403);
    expect(
      (await kit.request(CHANNEL_ADMIN, 'DELETE', `/user/mobile-users/${stranger}`)).statusCode,
    ).toBe(404);
    expect((await kit.userRow(follower)).isDeleted).toBe(0);
    expect((await kit.userRow(stranger)).isDeleted).toBe(0);
  });
});

describe('GET /user/mobile-users/recovered/{id}', () => {
  type Recovered = { success: true; data: { users: MobileUser[]; total: number } };

  it('lists the re-registered users of the scope, newest first, page by page', async () => {
    const acme = await kit.liveOf('acme');
    // Enough recovered users to page through, whatever the seed drew.
    await t.db
      .update(u)
      .set({ isRecovered: true })
      .where(inArray(u.id, users.slice(20, 23)));
    const expected = (
      await t.db
        .select({ id: u.id })
        .from(u)
        .where(and(acme, eq(u.isRecovered, true)))
        .orderBy(sql`${u.dateCreated} desc`, sql`${u.id} desc`)
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThanOrEqual(3);

    const first = await kit.request(ADMIN, 'GET', '/user/mobile-users/recovered/acme');
    expect(first.statusCode).toBe(200);
    const body = first.json<Recovered>();
    expect(body.data.total).toBe(expected.length);
    expect(body.data.users.map((x) => x._id)).toEqual(expected.slice(0, 10));

    const page = await kit.request(
      ADMIN,
      'GET',
      '/user/mobile-users/recovered/acme?offset=1&limit=2',
    );
    expect(page.json<Recovered>().data.users.map((x) => x._id)).toEqual(expected.slice(1, 3));
    const bad = await kit.request(ADMIN, 'GET', '/user/mobile-users/recovered/acme?limit=500');
    expect(bad.statusCode).toBe(400);
  });

  it("lists a channel admin's recovered followers only, whatever id it sends", async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const acme = await kit.liveOf('acme');
    const [follower = ''] = await kit.idsWhere(and(acme, inArray(u.id, kit.followerOf(channel))));
    const [stranger = ''] = await kit.idsWhere(
      and(acme, notInArray(u.id, kit.followerOf(channel))),
    );
    await t.db
      .update(u)
      .set({ isRecovered: true })
      .where(inArray(u.id, [follower, stranger]));
    const expected = await kit.idsWhere(
      and(acme, eq(u.isRecovered, true), inArray(u.id, kit.followerOf(channel))),
      sql`${u.dateCreated} desc`,
      sql`${u.id} desc`,
    );
    const response = await kit.request(
      CHANNEL_ADMIN,
      'GET',
      `/user/mobile-users/recovered/${channel}?limit=100`,
    );
    const data = response.json<Recovered>().data;
    expect(data.total).toBe(expected.length);
    expect(data.users.map((x) => x._id)).toEqual(expected.slice(0, 100));
    expect(data.users.map((x) => x._id)).toContain(follower);
    expect(data.users.map((x) => x._id)).not.toContain(stranger);
    for (const user of data.users)
      expect(user.contentProviders.map((c) => c._id)).toEqual([channel]);
  });
});
