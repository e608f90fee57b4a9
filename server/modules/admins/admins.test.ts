import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListResponse, AdminUser } from '../../../contract/admins';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminsTestKit } from './testKit';

let t: TestApp;
let k: ReturnType<typeof adminsTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = adminsTestKit(t);
});
afterAll(() => t.close());

const SUPER = 'super@tidings.test';
const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const CHANNEL5 = 'channel5@acme.test';

type Page = AdminListResponse['data'];

async function list(email: string, url = '/user/admins', company?: string): Promise<Page> {
  const response = await k.call(email, 'GET', url, { company });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminListResponse>().data;
}

const emails = (admins: AdminUser[]) => admins.map((a) => a.email).sort();

describe('GET /user/admins', () => {
  it("lists a company admin's own company, without platform admins or the deleted", async () => {
    const page = await list(ACME, '/user/admins?limit=100');
    expect(emails(page.admins)).toEqual(
      [
        'admin@acme.test',
        'channel5@acme.test',
        'channel@acme.test',
        'editor@acme.test',
        'inactive@acme.test',
        'messaging@acme.test',
        'subadmin@acme.test',
        'twofactor@acme.test',
      ].sort(),
    );
    expect(page.counts).toEqual({ all: 8, active: 7, inactive: 1, deleted: 0 });
    expect(page.total).toBe(8);
    const editor = page.admins.find((a) => a.email === 'editor@acme.test');
    expect(editor).toMatchObject({
      fullName: 'Eddie Editor',
      companyID: 'acme',
      userGroup: 4,
      isActive: 1,
      isDeleted: 0,
      profile: { firstname: 'Eddie', lastname: 'Editor', phone: '+1 555 0100' },
      role: { roleID: 'content-editor', name: 'Content editor' },
    });
    const channel = page.admins.find((a) => a.email === CHANNEL);
    expect(channel?.role.roleID).toBe('channel-admin');
    expect(channel?.cpName).toBe('Acme News');
    expect(page.admins.find((a) => a.email === 'subadmin@acme.test')?.role.roleID).toBe(
      'channel-sub-admin',
    );
  });

  it('splits the tabs: active, inactive and deleted', async () => {
    expect(emails((await list(ACME, '/user/admins?status=inactive')).admins)).toEqual([
      'inactive@acme.test',
    ]);
    const active = await list(ACME, '/user/admins?status=active&limit=100');
    expect(active.admins.every((a) => a.isActive === 1 && a.isDeleted === 0)).toBe(true);
    expect(active.total).toBe(7);
    expect((await list(ACME, '/user/admins?status=deleted')).admins).toEqual([]);
  });

  it('searches by name and email, sorts and pages in SQL', async () => {
    const byName = await list(ACME, '/user/admins?search=chen');
    expect(emails(byName.admins)).toEqual(['channel@acme.test']);
    expect(byName.counts.all).toBe(1);
    const byFullName = await list(ACME, '/user/admins?search=Eddie%20Ed');
    expect(emails(byFullName.admins)).toEqual(['editor@acme.test']);
    const literal = await list(ACME, '/user/admins?search=%25');
    expect(literal.admins).toEqual([]);

    const sorted = await list(ACME, '/user/admins?sort=email&order=desc&limit=100');
    const order = sorted.admins.map((a) => a.email);
    expect(order).toEqual([...order].sort().reverse());

    const first = await list(ACME, '/user/admins?sort=email&limit=3&page=1');
    const second = await list(ACME, '/user/admins?sort=email&limit=3&page=2');
    expect(first.admins).toHaveLength(3);
    expect(second.admins).toHaveLength(3);
    expect(second.admins.map((a) => a.email)).toEqual(order.slice().reverse().slice(3, 6));
    expect(first.total).toBe(8);
  });

  it('gives the platform admin every admin, or the company chosen by header', async () => {
    const all = await list(SUPER, '/user/admins?limit=100');
    expect(emails(all.admins)).toContain(SUPER);
    expect(emails(all.admins)).toContain(GLOBEX);
    expect(all.admins.find((a) => a.email === SUPER)?.companyID).toBe('All');
    const acme = await list(SUPER, '/user/admins?limit=100', 'acme');
    expect(acme.admins.every((a) => a.companyID === 'acme')).toBe(true);
    expect(acme.counts.all).toBe(8);
  });

  it("gives a channel admin its own channel's sub-admins only", async () => {
    expect(emails((await list(CHANNEL)).admins)).toEqual(['subadmin@acme.test']);
    expect((await list(CHANNEL5)).admins).toEqual([]);
  });

  it('refuses sub-admins and messaging-only admins', async () => {
    expect((await k.call('subadmin@acme.test', 'GET', '/user/admins')).statusCode).toBe(403);
    expect((await k.call('messaging@acme.test', 'GET', '/user/admins')).statusCode).toBe(403);
  });
});

describe('GET /user/admins/{companyID}', () => {
  it("gives the platform admin one company's admins, or All", async () => {
    const globex = await list(SUPER, '/user/admins/globex');
    expect(emails(globex.admins)).toEqual([GLOBEX]);
    const all = await list(SUPER, '/user/admins/All?limit=100');
    expect(all.counts.all).toBeGreaterThan(globex.counts.all);
    expect((await k.call(SUPER, 'GET', '/user/admins/nowhere')).statusCode).toBe(404);
  });

  it("gives a company admin its own company and never another's", async () => {
    expect((await list(ACME, '/user/admins/acme')).counts.all).toBe(8);
    const response = await k.call(GLOBEX, 'GET', '/user/admins/acme');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('@acme.test');
  });
});

describe('GET /user/admins/admin/{id}', () => {
  it('reads one admin the caller manages', async () => {
    const editor = await k.admin('editor@acme.test');
    const response = await k.call(ACME, 'GET', `/user/admins/admin/${editor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AdminUser }>().data).toMatchObject({
      _id: editor.id,
      email: 'editor@acme.test',
    });
  });

  it("answers 404 for another company's admin, a platform admin, or another channel's", async () => {
    const editor = await k.admin('editor@acme.test');
    const platform = await k.admin(SUPER);
    const sub = await k.admin('subadmin@acme.test');
    const answers = [
      await k.call(GLOBEX, 'GET', `/user/admins/admin/${editor.id}`),
      await k.call(GLOBEX, 'GET', `/user/admins/admin/${editor.id}`, { company: 'acme' }),
      await k.call(ACME, 'GET', `/user/admins/admin/${platform.id}`),
      await k.call(CHANNEL5, 'GET', `/user/admins/admin/${sub.id}`),
      await k.call(CHANNEL, 'GET', `/user/admins/admin/${editor.id}`),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});
