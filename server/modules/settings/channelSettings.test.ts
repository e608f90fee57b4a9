import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupField, PreApproval } from '../../../contract/channelSettings';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();
let channelA: string;
let channelB: string;
beforeAll(async () => {
  t = await createTestApp();
  channelA = await t.channelOfAdmin(CHANNEL);
  channelB = await t.channelOfAdmin(CHANNEL5);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const CHANNEL5 = 'channel5@acme.test';

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
) {
  const token = tokens.get(email) ?? (await t.tokenFor(email));
  tokens.set(email, token);
  return t.app.inject({ method, url, payload, headers: bearer(token) });
}

async function groupIds(where: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    t.db,
    sql`select g.id from user_groups g join companies c on c.id = g.company_id where ${where} order by g.name`,
  );
  return rows.map((row) => row.id);
}

describe('group field', () => {
  it("reads and replaces a channel's group field, keeping the order given", async () => {
    const seeded = await call(
      CHANNEL,
      'GET',
      `/settings/channel/usergroups/group-field/${channelA}`,
    );
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json<{ data: GroupField }>().data.groups.length).toBeGreaterThan(0);

    const offered = await groupIds(
      sql`c.company_id = 'acme' and (g.content_provider_id is null or g.content_provider_id = ${channelA})`,
    );
    const reversed = [...offered].reverse();
    const saved = await call(CHANNEL, 'POST', '/settings/channel/usergroups/group-field', {
      contentProviderID: channelA,
      groupIds: reversed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: GroupField }>().data.groups.map((g) => g._id)).toEqual(reversed);

    const cleared = await call(ACME, 'POST', '/settings/channel/usergroups/group-field', {
      contentProviderID: channelA,
      groupIds: [],
    });
    expect(cleared.json<{ data: GroupField }>().data.groups).toEqual([]);
  });

  it("refuses a group the channel may not offer and another tenant's channel", async () => {
    const globexGroup = (await groupIds(sql`c.company_id = 'globex'`))[0];
    const foreign = await call(ACME, 'POST', '/settings/channel/usergroups/group-field', {
      contentProviderID: channelA,
      groupIds: [globexGroup],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(GLOBEX, 'GET', `/settings/channel/usergroups/group-field/${channelA}`))
        .statusCode,
    ).toBe(404);
    // A channel admin reaches its own channel only.
    expect(
      (await call(CHANNEL5, 'GET', `/settings/channel/usergroups/group-field/${channelA}`))
        .statusCode,
    ).toBe(404);
    const other = await call(CHANNEL5, 'POST', '/settings/channel/usergroups/group-field', {
      contentProviderID: channelA,
      groupIds: [],
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('pre-approvals', () => {
  it('adds, lists and withdraws pre-approvals of a channel', async () => {
    const before = (await call(CHANNEL, 'GET', `/settings/channel/pre-approval/${channelA}`)).json<{
      data: PreApproval[];
    }>().data;
    expect(before.length).toBe(3);
    const added = await call(CHANNEL, 'POST', '/settings/channel/pre-approval', {
      contentProviderID: channelA,
      email: 'New.Member@Example.com',
    });
    expect(added.statusCode).toBe(200);
    const item = added.json<{ data: PreApproval }>().data;
    expect(item).toMatchObject({
      contentProviderID: channelA,
      email: 'new.member@example.com',
      phone: null,
    });
    const phone = await call(ACME, 'POST', '/settings/channel/pre-approval', {
      contentProviderID: channelA,
      phone: '+1 (555) 0199',
    });
    expect(phone.json<{ data: PreApproval }>().data.phone).toBe('+15550199');

    const list = (await call(CHANNEL, 'GET', `/settings/channel/pre-approval/${channelA}`)).json<{
      data: PreApproval[];
    }>().data;
    expect(list.length).toBe(5);
    const removed = await call(CHANNEL, 'DELETE', `/settings/channel/pre-approval/${item._id}`);
    expect(removed.json()).toEqual({ success: true, data: { _id: item._id } });
    expect(
      (await call(CHANNEL, 'DELETE', `/settings/channel/pre-approval/${item._id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate, and both or neither of email and phone', async () => {
    const duplicate = await call(CHANNEL, 'POST', '/settings/channel/pre-approval', {
      contentProviderID: channelA,
      email: 'NEW.STEWARD@acme-members.test',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'error_pre_approval_exists' });
    for (const payload of [
      { contentProviderID: channelA },
      { contentProviderID: channelA, email: 'a@example.com', phone: '+15550100' },
      { contentProviderID: channelA, email: 'not an email' },
    ]) {
      const response = await call(CHANNEL, 'POST', '/settings/channel/pre-approval', payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it("keeps another channel's and another company's pre-approvals out of reach", async () => {
    const [own] = (await call(CHANNEL, 'GET', `/settings/channel/pre-approval/${channelA}`)).json<{
      data: PreApproval[];
    }>().data;
    if (!own) throw new Error('channel A has no pre-approval');
    expect(
      (await call(CHANNEL5, 'GET', `/settings/channel/pre-approval/${channelA}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(CHANNEL5, 'DELETE', `/settings/channel/pre-approval/${own._id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(GLOBEX, 'DELETE', `/settings/channel/pre-approval/${own._id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(GLOBEX, 'POST', '/settings/channel/pre-approval', {
          contentProviderID: channelA,
          email: 'x@example.com',
        })
      ).statusCode,
    ).toBe(404);
    const added = await call(CHANNEL5, 'POST', '/settings/channel/pre-approval', {
      contentProviderID: channelB,
      email: 'own@example.com',
    });
    expect(added.statusCode).toBe(200);
  });
});

describe('PUT /settings/union-active/pre-approval', () => {
  it("turns the company's switch on and off, for organisation admins only", async () => {
    const on = await call(ACME, 'PUT', '/settings/union-active/pre-approval', { enabled: true });
    expect(on.json()).toEqual({ success: true, data: { enabled: true } });
    const [row] = await selectRows<{ on: boolean }>(
      t.db,
      sql`select s.union_active_pre_approval as on from company_channel_settings s
        join companies c on c.id = s.company_id where c.company_id = 'acme'`,
    );
    expect(row?.on).toBe(true);
    const off = await call(ACME, 'PUT', '/settings/union-active/pre-approval', { enabled: false });
    expect(off.json()).toEqual({ success: true, data: { enabled: false } });
    expect(
      (await call(CHANNEL, 'PUT', '/settings/union-active/pre-approval', { enabled: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(ACME, 'PUT', '/settings/union-active/pre-approval', { enabled: 'yes' }))
        .statusCode,
    ).toBe(400);
  });
});
