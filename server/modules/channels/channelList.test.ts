import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelListItem } from '../../../contract/channels';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function channelsOf(email: string, url: string, company?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(await t.tokenFor(email)), ...(company ? { companyid: company } : {}) },
  });
  return { status: response.statusCode, data: response.json<{ data: ChannelListItem[] }>().data };
}

/** What the list should say, counted straight from the tables. */
async function expected(slug: string) {
  return selectRows<{ id: string; users: unknown; registered: unknown }>(
    t.db,
    sql`select p.id,
        count(u.id) filter (where p.is_company_default or f.mobile_user_id is not null) as users,
        count(u.id) filter (where (p.is_company_default or f.mobile_user_id is not null)
          and u.registered) as registered
      from content_providers p join companies c on c.id = p.company_id
      left join mobile_users u on u.company_id = p.company_id and u.is_deleted = 0
      left join channel_followers f on f.mobile_user_id = u.id and f.content_provider_id = p.id
      where c.company_id = ${slug} and p.is_deleted = 0
      group by p.id`,
  );
}

describe('GET /content-provider/{companyId}', () => {
  it("lists a company admin's channels by name, with each one's app users", async () => {
    const { status, data } = await channelsOf('admin@acme.test', '/content-provider/acme');
    expect(status).toBe(200);
    const names = data.map((channel) => channel.clientName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(data.map((channel) => channel.channelType))).toEqual(
      new Set(['PRIMARY', 'HYBRID', 'DEFAULT', 'SECONDARY']),
    );
    const counted = await expected('acme');
    expect(
      data
        .map(({ _id, userCount, registeredUserCount }) => [_id, userCount, registeredUserCount])
        .sort(),
    ).toEqual(counted.map((row) => [row.id, Number(row.users), Number(row.registered)]).sort());
    expect(data.every((channel) => channel.companyID === 'acme')).toBe(true);
  });

  it('leaves the counts out with noCount=true', async () => {
    const { data } = await channelsOf('admin@acme.test', '/content-provider/acme?noCount=true');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((channel) => channel.userCount === undefined)).toBe(true);
  });

  it('holds a company admin to its own company and a channel admin to its channel', async () => {
    const globex = await channelsOf('admin@globex.test', '/content-provider/acme');
    expect(globex.data.length).toBeGreaterThan(0);
    expect(globex.data.every((channel) => channel.companyID === 'globex')).toBe(true);
    const own = await t.channelOfAdmin('channel@acme.test');
    const channel = await channelsOf('channel@acme.test', '/content-provider/acme');
    expect(channel.data.map((item) => item._id)).toEqual([own]);
  });

  it("gives a platform admin the named company's channels, every company's for All", async () => {
    const acme = await channelsOf('super@tidings.test', '/content-provider/acme');
    expect(acme.data.every((channel) => channel.companyID === 'acme')).toBe(true);
    const all = await channelsOf('super@tidings.test', '/content-provider/All?noCount=true');
    expect(new Set(all.data.map((channel) => channel.companyID))).toEqual(
      new Set(['acme', 'globex']),
    );
    const unknown = await channelsOf('super@tidings.test', '/content-provider/nowhere');
    expect(unknown.status).toBe(404);
  });
});
