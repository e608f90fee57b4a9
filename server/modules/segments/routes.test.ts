import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Segment,
  SegmentCount,
  SegmentListResponse,
  SegmentRule,
} from '../../../contract/segments';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'admin@acme.test',
    'channel@acme.test',
    'channel5@acme.test',
    'admin@globex.test',
    'super@tidings.test',
  ])
    tokens.set(email, await t.tokenFor(email));
}, 60_000);
afterAll(async () => t.close());

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  company?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens.get(email) ?? ''), ...(company ? { companyID: company } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const NIGHT_ANDROID: SegmentRule = {
  match: 'all',
  conditions: [
    { field: 'customField', name: 'Shift', values: ['Night'] },
    { field: 'platform', values: ['android'] },
  ],
};

async function countStraight(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    t.db,
    sql`select count(*) as n from mobile_users u where ${where}`,
  );
  return Number(row?.n ?? 0);
}

describe('saved segments', () => {
  it('creates, lists, reads, changes and deletes a segment, counting it as the table does', async () => {
    const acme = await t.companyIdOf('acme');
    const expected = await countStraight(
      sql`u.company_id = ${acme} and u.is_deleted = 0 and u.custom_fields @> '{"Shift":"Night"}'
        and lower(u.platform) = 'android'`,
    );
    expect(expected).toBeGreaterThan(0);
    const created = await call('admin@acme.test', 'POST', '/segments', {
      name: '  Night crew  ',
      rule: NIGHT_ANDROID,
    });
    expect(created.statusCode, created.body).toBe(201);
    const segment = created.json<{ data: Segment }>().data;
    expect(segment).toMatchObject({ name: 'Night crew', channelId: null });
    expect(segment.lastCount).toMatchObject({ count: expected, exact: true });

    const counted = await call('admin@acme.test', 'POST', '/segments/count', {
      rule: NIGHT_ANDROID,
    });
    expect(counted.json<{ data: SegmentCount }>().data).toMatchObject({ count: expected });

    const list = await call('admin@acme.test', 'GET', '/segments?search=night%20cr&sort=name');
    const listed = list.json<SegmentListResponse>().data;
    expect(listed.segments.map((s) => s.id)).toEqual([segment.id]);
    expect(listed.total).toBe(1);

    const ios: SegmentRule = { match: 'any', conditions: [{ field: 'platform', values: ['ios'] }] };
    const changed = await call('admin@acme.test', 'PUT', `/segments/${segment.id}`, {
      name: 'iPhone members',
      rule: ios,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const iosCount = await countStraight(
      sql`u.company_id = ${acme} and u.is_deleted = 0 and lower(u.platform) = 'ios'`,
    );
    expect(changed.json<{ data: Segment }>().data.lastCount?.count).toBe(iosCount);

    const members = await call('admin@acme.test', 'GET', `/segments/${segment.id}/members?limit=5`);
    const rows = members.json<{ data: { members: { platform: string }[] } }>().data.members;
    expect(rows).toHaveLength(Math.min(5, iosCount));
    expect(rows.every((m) => m.platform.toLowerCase() === 'ios')).toBe(true);

    const again = await call('admin@acme.test', 'GET', `/segments/${segment.id}/count`);
    expect(again.json<{ data: SegmentCount }>().data.count).toBe(iosCount);

    expect((await call('admin@acme.test', 'DELETE', `/segments/${segment.id}`)).statusCode).toBe(
      200,
    );
    expect((await call('admin@acme.test', 'GET', `/segments/${segment.id}`)).statusCode).toBe(404);
  });

  it('offers the custom fields the members carry, with their values', async () => {
    const response = await call('admin@acme.test', 'GET', '/segments/choices');
    const fields = response.json<{ data: { customFields: { name: string; values: string[] }[] } }>()
      .data.customFields;
    expect(fields.find((f) => f.name === 'Shift')?.values.sort()).toEqual(['Day', 'Night']);
    expect(fields.find((f) => f.name === 'Local')?.values).toContain('12');
  });

  it('refuses a condition without what its field needs, naming it', async () => {
    const response = await call('admin@acme.test', 'POST', '/segments', {
      name: 'Broken',
      rule: {
        match: 'all',
        conditions: [{ field: 'status', values: ['active'] }],
        groups: [{ match: 'any', conditions: [{ field: 'customField', values: ['12'] }] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'error_segment_rule',
      details: [{ field: 'rule.groups[0].conditions[0]', message: 'needs the custom field name' }],
    });
    const count = await call('admin@acme.test', 'POST', '/segments/count', {
      rule: { match: 'all', conditions: [{ field: 'engagement', withinDays: 30 }] },
    });
    expect(count.json()).toMatchObject({ code: 'error_segment_rule' });
    const date = await call('admin@acme.test', 'POST', '/segments/count', {
      rule: { match: 'all', conditions: [{ field: 'registeredAt', after: '2026-02-30' }] },
    });
    expect(date.statusCode).toBe(400);
  });

  it("keeps a channel admin to their channel's segments, over its followers", async () => {
    const channelA = await t.channelOfAdmin('channel@acme.test');
    const created = await call('channel@acme.test', 'POST', '/segments', {
      name: 'Our Android followers',
      rule: { match: 'all', conditions: [{ field: 'platform', values: ['android'] }] },
      // A channel admin's segment is their channel's whatever the body says.
      channelId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const segment = created.json<{ data: Segment }>().data;
    expect(segment.channelId).toBe(channelA);
    const followers = await countStraight(
      sql`u.is_deleted = 0 and lower(u.platform) = 'android' and exists (select 1 from channel_followers f
        where f.mobile_user_id = u.id and f.content_provider_id = ${channelA})`,
    );
    expect(segment.lastCount?.count).toBe(followers);

    const own = await call('channel@acme.test', 'GET', '/segments?pageSize=100');
    const ids = own.json<SegmentListResponse>().data.segments.map((s) => s.channelId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id === channelA)).toBe(true);

    // The other channel's admin and another organisation get nothing of it.
    for (const email of ['channel5@acme.test', 'admin@globex.test']) {
      expect((await call(email, 'GET', `/segments/${segment.id}`)).statusCode).toBe(404);
      expect((await call(email, 'DELETE', `/segments/${segment.id}`)).statusCode).toBe(404);
      const put = await call(email, 'PUT', `/segments/${segment.id}`, {
        name: 'x',
        rule: NIGHT_ANDROID,
      });
      expect(put.statusCode).toBe(404);
      const list = await call(email, 'GET', '/segments?pageSize=100');
      const seen = list.json<SegmentListResponse>().data.segments.map((s) => s.id);
      expect(seen).not.toContain(segment.id);
    }
    // The organisation's admin sees it, and a platform admin with acme chosen.
    expect((await call('admin@acme.test', 'GET', `/segments/${segment.id}`)).statusCode).toBe(200);
    const platform = await call(
      'super@tidings.test',
      'GET',
      `/segments/${segment.id}`,
      undefined,
      'acme',
    );
    expect(platform.statusCode).toBe(200);
  });

  it("refuses another organisation's channel and counts only the caller's members", async () => {
    const globexChannel = await t.channelOfAdmin('channel@acme.test');
    const response = await call('admin@globex.test', 'POST', '/segments/count', {
      rule: { match: 'all', conditions: [] },
      channelId: globexChannel,
    });
    expect(response.statusCode).toBe(404);
    const globex = await t.companyIdOf('globex');
    const everyone = await call('admin@globex.test', 'POST', '/segments/count', {
      rule: { match: 'all', conditions: [] },
    });
    expect(everyone.json<{ data: SegmentCount }>().data.count).toBe(
      await countStraight(sql`u.company_id = ${globex} and u.is_deleted = 0`),
    );
  });

  it('keeps a segment a scheduled send still uses, and deletes it once that is done', async () => {
    const acme = await t.companyIdOf('acme');
    const created = await call('admin@acme.test', 'POST', '/segments', {
      name: 'In use',
      rule: NIGHT_ANDROID,
    });
    const id = created.json<{ data: Segment }>().data.id;
    const [message] = await selectRows<{ id: string }>(
      t.db,
      sql`insert into messages (company_id, title, schedule_type, status, audience)
        values (${acme}, 'Weekly rota', 'weekdays', 1,
          ${JSON.stringify({ kind: 'users', filter: { segmentId: id } })}::jsonb)
        returning id`,
    );
    const refused = await call('admin@acme.test', 'DELETE', `/segments/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'error_segment_in_use' });
    await t.db.execute(sql`update messages set status = 0 where id = ${message?.id}`);
    expect((await call('admin@acme.test', 'DELETE', `/segments/${id}`)).statusCode).toBe(200);
  });

  it('asks a platform admin to choose an organisation before saving', async () => {
    const response = await call('super@tidings.test', 'POST', '/segments', {
      name: 'Everyone',
      rule: { match: 'all', conditions: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });
});
