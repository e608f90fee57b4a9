import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUser } from '../../../contract/mobileUsers';
import { contentProviders } from '../../db/schema/channels';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { idsOf, usersKit, type UsersKit } from './testKit';

const GLOBEX = 'admin@globex.test';
const CHANNEL_ADMIN = 'channel@acme.test';

let t: TestApp;
let kit: UsersKit;
let acmeIds: string[];
let globexIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  acmeIds = await kit.idsWhere(await kit.liveOf('acme'), asc(u.id));
  globexIds = await kit.idsWhere(await kit.liveOf('globex'), asc(u.id));
});
afterAll(() => t.close());

/** Everything a write could change, to prove a refused call changed nothing. */
const snapshot = async (id: string) => {
  const row = await kit.userRow(id);
  return [row.isActive, row.isDeleted, row.imDisabled, row.isDailyDeal, row.customFields];
};

/** Every write route, aimed at one app user. */
const writes = (id: string) =>
  [
    ['PUT', `/user/status/${id}`, { status: 0 }],
    ['PUT', `/user/mobile-users/${id}/groups`, { groups: [] }],
    ['PUT', `/user/mobile-users/${id}/custom-fields`, { customFields: [] }],
    ['PUT', `/user/mobile-users/${id}/deals`, { isDailyDeal: true }],
    ['POST', `/user/mobile-users/toggleIM/${id}/1`, undefined],
    ['DELETE', `/user/mobile-users/${id}`, undefined],
  ] as const;

describe("another company's admin", () => {
  it('never lists an acme user, whatever the header or body says', async () => {
    const bodies = [
      {},
      { companyID: 'acme' },
      { selectionType: 'ids' as const, userIds: acmeIds.slice(0, 20) },
      { limit: 100 },
    ];
    for (const body of bodies) {
      const data = await kit.list(GLOBEX, body, 'acme');
      expect(idsOf(data.users).filter((id) => acmeIds.includes(id))).toEqual([]);
      expect(data.totalUsers).toBe(globexIds.length);
    }
    const [acmeChannel] = await t.db
      .select({ id: contentProviders.id })
      .from(contentProviders)
      .where(eq(contentProviders.companyId, await kit.companyId('acme')))
      .limit(1);
    const byChannel = await kit.list(GLOBEX, { objectId: acmeChannel?.id ?? '' });
    expect(byChannel.users).toEqual([]);
    expect(byChannel.totalFilteredUsers).toBe(0);
  });

  it('never reads an acme user among the recovered', async () => {
    await t.db
      .update(u)
      .set({ isRecovered: true })
      .where(inArray(u.id, acmeIds.slice(0, 3)));
    const response = await kit.request(
      GLOBEX,
      'GET',
      '/user/mobile-users/recovered/acme?limit=100',
      undefined,
      'acme',
    );
    const data = response.json<{ data: { users: MobileUser[]; total: number } }>().data;
    expect(idsOf(data.users).filter((id) => acmeIds.includes(id))).toEqual([]);
    expect(data.total).toBe(
      await kit.countUsers(await kit.liveOf('globex'), eq(u.isRecovered, true)),
    );
  });

  it('gets 404 from every write on an acme user, and changes nothing', async () => {
    const id = acmeIds[0] ?? '';
    const before = await snapshot(id);
    for (const [method, url, payload] of writes(id)) {
      const response = await kit.request(GLOBEX, method, url, payload, 'acme');
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('cannot put an own user into an acme group', async () => {
    const acmeGroup = await kit.addGroup('acme', 'Tenancy acme group', []);
    const response = await kit.request(
      GLOBEX,
      'PUT',
      `/user/mobile-users/${globexIds[0] ?? ''}/groups`,
      {
        groups: [acmeGroup],
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the platform admin', () => {
  it('is held to the company its header chooses', async () => {
    const id = acmeIds[1] ?? '';
    const before = await snapshot(id);
    for (const [method, url, payload] of writes(id)) {
      const response = await kit.request('super@tidings.test', method, url, payload, 'globex');
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(id)).toEqual(before);
    const data = await kit.list('super@tidings.test', { limit: 100 }, 'globex');
    expect(data.users.every((user) => user.companyID === 'globex')).toBe(true);
  });

  it("cannot put a user into another company's group, even across every company", async () => {
    const globexGroup = await kit.addGroup('globex', 'Tenancy globex group', []);
    const response = await kit.request(
      'super@tidings.test',
      'PUT',
      `/user/mobile-users/${acmeIds[2] ?? ''}/groups`,
      {
        groups: [globexGroup],
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('a channel admin', () => {
  it("lists its channel's followers only", async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const followers = await kit.idsWhere(
      and(await kit.liveOf('acme'), inArray(u.id, kit.followerOf(channel))),
      asc(u.id),
    );
    const data = await kit.list(CHANNEL_ADMIN, { limit: 100, sortField: 'dateCreated' });
    expect(data.totalUsers).toBe(followers.length);
    expect(data.totalFilteredUsers).toBe(followers.length);
    expect(idsOf(data.users).sort()).toEqual(followers.slice(0, 100).sort());
    for (const user of data.users)
      expect(user.contentProviders.map((c) => c._id)).toEqual([channel]);

    // objectId narrows to another channel's followers among its own, never beyond them.
    const other = await kit.channelOf('channel5@acme.test');
    const both = await kit.idsWhere(
      and(
        await kit.liveOf('acme'),
        inArray(u.id, kit.followerOf(channel)),
        inArray(u.id, kit.followerOf(other)),
      ),
    );
    const narrowed = await kit.list(CHANNEL_ADMIN, { objectId: other, limit: 100 });
    expect(narrowed.totalFilteredUsers).toBe(both.length);
    expect(narrowed.totalFilteredUsers).toBeLessThan(followers.length);
  });

  it('gets 404 from every write on a user who does not follow it', async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const [stranger = ''] = await kit.idsWhere(
      and(await kit.liveOf('acme'), notInArray(u.id, kit.followerOf(channel))),
    );
    const before = await snapshot(stranger);
    for (const [method, url, payload] of [...writes(stranger), ...writes(globexIds[0] ?? '')]) {
      const response = await kit.request(CHANNEL_ADMIN, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(stranger)).toEqual(before);
  });
});

describe('every route', () => {
  it('needs a signed-in admin', async () => {
    const id = acmeIds[0] ?? '';
    for (const [method, url, payload] of [
      ['POST', '/user/mobile-users/new', {}],
      ['GET', '/user/mobile-users/recovered/acme', undefined],
      ...writes(id),
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
