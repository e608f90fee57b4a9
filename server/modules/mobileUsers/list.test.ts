import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUserListBody } from '../../../contract/mobileUsers';
import { contentProviders } from '../../db/schema/channels';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { idsOf, usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';

let t: TestApp;
let kit: UsersKit;
let acme: SQL;
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  acme = await kit.liveOf('acme');
});
afterAll(() => t.close());

const newestFirst = [desc(u.dateCreated), desc(u.id)];

/** The list with this filter holds exactly the live acme users matching `where`, newest first. */
async function expectFilter(body: MobileUserListBody, where: SQL | undefined) {
  const expected = await kit.idsWhere(and(acme, where), ...newestFirst);
  const data = await kit.list(ADMIN, { ...body, limit: 100 });
  expect(data.totalFilteredUsers).toBe(expected.length);
  expect(idsOf(data.users)).toEqual(expected.slice(0, 100));
  return expected;
}

describe('POST /user/mobile-users/new: the users', () => {
  it('maps each user to the wire names of the contract', async () => {
    const [id = ''] = await kit.idsWhere(acme, ...newestFirst);
    const groupId = await kit.addGroup('acme', 'Wire check', [id]);
    const row = await kit.userRow(id);
    const groups = await t.db
      .select({ _id: userGroups.id, name: userGroups.name })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(eq(userGroupMembers.mobileUserId, id))
      .orderBy(sql`lower(${userGroups.name})`, userGroups.id);
    const channels = await t.db
      .select({ _id: contentProviders.id, clientName: contentProviders.clientName })
      .from(channelFollowers)
      .innerJoin(contentProviders, eq(contentProviders.id, channelFollowers.contentProviderId))
      .where(eq(channelFollowers.mobileUserId, id))
      .orderBy(sql`lower(${contentProviders.clientName})`, contentProviders.id);

    const data = await kit.list(ADMIN, { limit: 1 });
    expect(data.users).toHaveLength(1);
    expect(data.users[0]).toEqual({
      _id: row.id,
      userid: row.userid,
      email: row.email,
      firstname: row.firstName,
      lastname: row.lastName,
      name: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      state: row.state,
      zipcode: row.zipcode,
      country: row.country,
      platForm: row.platform,
      companyID: 'acme',
      fundedProvider: row.fundedProvider,
      isActive: row.isActive,
      version: row.version,
      dateCreated: row.dateCreated.toISOString(),
      groups,
      contentProviders: channels,
      isDailyDeal: row.isDailyDeal,
      customFields: Object.entries(row.customFields)
        .map(([name, value]) => ({ name, value }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      type: row.type,
      registered: row.registered,
      imDisabled: row.imDisabled,
      language: row.language,
      companyLanguage: 'en',
      optOuts: [],
    });
    expect(groups).toContainEqual({ _id: groupId, name: 'Wire check' });
  });

  it('trims the name of a user without a last name', async () => {
    const [user] = await t.db
      .insert(u)
      .values({ companyId: await kit.companyId('acme'), firstName: 'Solo', lastName: '' })
      .returning({ id: u.id });
    const data = await kit.list(ADMIN, { selectionType: 'ids', userIds: [user?.id ?? ''] });
    expect(data.users.map((x) => x.name)).toEqual(['Solo']);
  });

  it('leaves deleted users out', async () => {
    const deleted = await kit.countUsers(
      eq(u.companyId, await kit.companyId('acme')),
      ne(u.isDeleted, 0),
    );
    expect(deleted).toBeGreaterThan(0);
    await expectFilter({}, undefined);
  });
});

describe('POST /user/mobile-users/new: filters', () => {
  it('filters by status', async () => {
    const active = await expectFilter({ userStatus: 'active' }, eq(u.isActive, 1));
    const suspended = await expectFilter({ userStatus: 'suspended' }, eq(u.isActive, 0));
    expect(active.length).toBeGreaterThan(0);
    expect(suspended.length).toBeGreaterThan(0);
    await expectFilter({ userStatus: 'all' }, undefined);
  });

  it('filters by each user type', async () => {
    const cases: [MobileUserListBody['userType'], SQL | undefined][] = [
      ['registered', eq(u.registered, true)],
      ['unregistered', eq(u.registered, false)],
      ['v1', eq(u.version, 1)],
      ['v2', eq(u.version, 2)],
      ['all', undefined],
    ];
    for (const [userType, where] of cases) {
      const found = await expectFilter({ userType }, where);
      expect(found.length, String(userType)).toBeGreaterThan(0);
    }
  });

  it('filters by platform, ignoring case', async () => {
    const ios = await expectFilter({ platForm: 'ios' }, eq(u.platform, 'ios'));
    const android = await expectFilter({ platForm: 'ANDROID' }, eq(u.platform, 'android'));
    expect(ios.length).toBeGreaterThan(0);
    expect(android.length).toBeGreaterThan(0);
  });

  it("filters by groups: members of any group given, and only the scope's users", async () => {
    const ids = await kit.idsWhere(acme, asc(u.id));
    const globexIds = await kit.idsWhere(await kit.liveOf('globex'), asc(u.id));
    const first = await kit.addGroup('acme', 'Filter one', ids.slice(0, 3));
    const second = await kit.addGroup('acme', 'Filter two', [
      ...ids.slice(2, 5),
      ...globexIds.slice(0, 2),
    ]);
    const members = await expectFilter({ groups: [first, second] }, inArray(u.id, ids.slice(0, 5)));
    expect(members).toHaveLength(5);
  });

  it('filters by custom fields: all fields must match, values of one field are alternatives', async () => {
    const local = sql`${u.customFields}->>'Local'`;
    const shift = sql`${u.customFields}->>'Shift'`;
    const only47 = await expectFilter(
      { CRFs: [{ name: 'Local', value: '47' }] },
      sql`${local} = '47'`,
    );
    const nights = await expectFilter(
      {
        CRFs: [
          { name: 'Local', value: '47' },
          { name: 'Shift', value: 'Night' },
        ],
      },
      sql`${local} = '47' and ${shift} = 'Night'`,
    );
    const either = await expectFilter(
      {
        CRFs: [
          { name: 'Local', value: '12' },
          { name: 'Local', value: '101' },
        ],
      },
      sql`${local} in ('12', '101')`,
    );
    expect(only47.length).toBeGreaterThan(nights.length);
    expect(nights.length).toBeGreaterThan(0);
    expect(either.length).toBeGreaterThan(0);
    await expectFilter({ CRFs: [{ name: 'Local', value: 'nowhere' }] }, sql`false`);
  });

  it('searches names and email, in every field or the fields asked for', async () => {
    const term = 'chen';
    const inFirst = ilike(u.firstName, `%${term}%`);
    const inLast = ilike(u.lastName, `%${term}%`);
    const inEmail = ilike(u.email, `%${term}%`);
    const all = await expectFilter({ searchString: 'CHEN' }, or(inFirst, inLast, inEmail));
    expect(all.length).toBeGreaterThan(0);
    const lastOnly = await expectFilter(
      { searchString: term, searchStringFields: ['lastName'] },
      inLast,
    );
    expect(lastOnly.length).toBeGreaterThan(0);
    await expectFilter({ searchString: term, searchStringFields: ['firstName'] }, inFirst);
    await expectFilter(
      { searchString: '-members.test', searchStringFields: ['email', 'firstName'] },
      or(ilike(u.email, '%-members.test%'), ilike(u.firstName, '%-members.test%')),
    );
    // A full name spans the first and last name.
    const [someone] = await t.db.select().from(u).where(acme).limit(1);
    const fullName = `${someone?.firstName ?? '?'} ${someone?.lastName ?? '?'}`;
    const byName = await expectFilter(
      { searchString: fullName, searchStringFields: ['name'] },
      sql`lower(${u.firstName} || ' ' || ${u.lastName}) = ${fullName.toLowerCase()}`,
    );
    expect(byName.length).toBeGreaterThan(0);
    await expectFilter(
      { searchString: fullName, searchStringFields: ['firstName', 'lastName'] },
      sql`false`,
    );
    await expectFilter({ searchString: '   ' }, undefined);
  });

  it('takes % and _ in a search literally', async () => {
    const companyId = await kit.companyId('acme');
    const inserted = await t.db
      .insert(u)
      .values([
        { companyId, firstName: 'Per%cent', lastName: 'Sign', email: 'pct@literal.test' },
        { companyId, firstName: 'Under_score', lastName: 'Sign', email: 'us@literal.test' },
        { companyId, firstName: 'Underxscore', lastName: 'Sign', email: 'ux@literal.test' },
      ])
      .returning({ id: u.id, firstName: u.firstName });
    const idOf = (name: string) => inserted.filter((r) => r.firstName === name).map((r) => r.id);
    const percent = await kit.list(ADMIN, { searchString: '%', limit: 100 });
    expect(idsOf(percent.users)).toEqual(idOf('Per%cent'));
    const underscore = await kit.list(ADMIN, { searchString: 'under_s', limit: 100 });
    expect(idsOf(underscore.users)).toEqual(idOf('Under_score'));
    const subset = await kit.list(ADMIN, {
      searchString: 'r_s',
      searchStringFields: ['firstName'],
      limit: 100,
    });
    expect(idsOf(subset.users)).toEqual(idOf('Under_score'));
  });

  it('keeps only active users for messaging', async () => {
    const active = await expectFilter({ onlyActiveUsers: true }, eq(u.isActive, 1));
    expect(active.length).toBeLessThan((await kit.idsWhere(acme)).length);
  });

  it('limits a hand-picked selection to the ids given, within the scope', async () => {
    const ids = (await kit.idsWhere(acme, asc(u.id))).slice(0, 3);
    const [globexId = ''] = await kit.idsWhere(await kit.liveOf('globex'));
    await expectFilter({ selectionType: 'ids', userIds: [...ids, globexId] }, inArray(u.id, ids));
    await expectFilter({ selectionType: 'ids' }, sql`false`);
    // A selection of thousands of ids (one array parameter) still finds the ones in scope.
    const many = [...Array.from({ length: 9_000 }, () => crypto.randomUUID()), ...ids];
    await expectFilter({ selectionType: 'ids', userIds: many }, inArray(u.id, ids));
    await expectFilter({ selectionType: 'all', userIds: ids }, undefined);
  });

  it("limits to one channel's followers with objectId", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const followers = await expectFilter(
      { objectId: channel },
      inArray(u.id, kit.followerOf(channel)),
    );
    expect(followers.length).toBeGreaterThan(0);
    const globexChannel = await t.db
      .select({ id: contentProviders.id })
      .from(contentProviders)
      .where(eq(contentProviders.companyId, await kit.companyId('globex')))
      .limit(1);
    await expectFilter({ objectId: globexChannel[0]?.id ?? '' }, sql`false`);
  });

  it("pages a company or channel admin's search from the users matching, as many as there are", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const admins: [string, SQL][] = [
      [ADMIN, acme],
      ['channel@acme.test', and(acme, inArray(u.id, kit.followerOf(channel))) ?? acme],
    ];
    for (const [admin, scope] of admins) {
      // One and two letters go by the letter-pair index, longer terms by the trigram one; "zq"
      // matches no one.
      for (const term of ['a', 'an', 'son', '@', 'e.', 'zq']) {
        const expected = await kit.idsWhere(
          and(scope, sql`${u.searchText} like ${`%${term}%`}`),
          ...newestFirst,
        );
        const data = await kit.list(admin, { searchString: term, limit: 100 });
        expect(data.countsEstimated).toBeUndefined();
        expect(data.totalFilteredUsers, `${admin}: ${term}`).toBe(expected.length);
        expect(idsOf(data.users), `${admin}: ${term}`).toEqual(expected.slice(0, 100));
        // The second page goes on where the first stopped.
        const second = await kit.list(admin, { searchString: term, limit: 5, offset: 5 });
        expect(idsOf(second.users), `${admin}: ${term}`).toEqual(expected.slice(5, 10));
      }
    }
  });

  it('combines filters', async () => {
    await expectFilter(
      {
        platForm: 'ios',
        userStatus: 'active',
        userType: 'v2',
        CRFs: [{ name: 'Shift', value: 'Day' }],
      },
      and(
        eq(u.platform, 'ios'),
        eq(u.isActive, 1),
        eq(u.version, 2),
        sql`${u.customFields}->>'Shift' = 'Day'`,
      ),
    );
  });

  it('rejects filters outside the contract', async () => {
    for (const body of [
      { userStatus: 'sleeping' },
      { groups: ['not-a-uuid'] },
      { searchStringFields: ['phone'] },
      { objectId: 'acme' },
    ]) {
      const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/new', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });
});

describe('GET /user/mobile-users/recovered/{id}', () => {
  it("lists and counts the scope's recovered users, newest first", async () => {
    const channel = await kit.channelOf('channel@acme.test');
    const asCompany = and(acme, eq(u.isRecovered, true));
    const asChannel = and(asCompany, inArray(u.id, kit.followerOf(channel)));
    for (const [admin, where] of [
      [ADMIN, asCompany],
      ['channel@acme.test', asChannel],
    ] as const) {
      const expected = await kit.idsWhere(where, ...newestFirst);
      expect(expected.length).toBeGreaterThan(0);
      const response = await kit.request(
        admin,
        'GET',
        '/user/mobile-users/recovered/acme?limit=100',
      );
      const data = response.json<{ data: { users: { _id: string }[]; total: number } }>().data;
      expect(data.total).toBe(expected.length);
      expect(data.users.map((user) => user._id)).toEqual(expected.slice(0, 100));
    }
  });
});
