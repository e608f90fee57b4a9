import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnionLink } from '../../../contract/unionLinks';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { callerFor } from './testKit';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';

const listOf = (response: { json: <T>() => T }) => response.json<{ data: UnionLink[] }>().data;
const itemOf = (response: { json: <T>() => T }) => response.json<{ data: UnionLink }>().data;
const namesOf = (links: UnionLink[]) => links.map((link) => link.unionLink_name);

async function linkId(name: string): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from union_links where name = ${name}`,
  );
  if (!row) throw new Error(`no link ${name}`);
  return row.id;
}

async function bannerId(name: string): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from link_types where name = ${name}`,
  );
  if (!row) throw new Error(`no banner ${name}`);
  return row.id;
}

const link = (name: string, extra: Record<string, unknown> = {}) => ({
  unionLink_name: name,
  url: 'https://example.com/new',
  benefits_description: 'Line one\nline two',
  ...extra,
});

describe('GET /union-link/{id}', () => {
  it("lists the caller's company's links and the platform's, by name", async () => {
    const response = await call(ACME, 'GET', '/union-link/globex');
    expect(response.statusCode).toBe(200);
    expect(namesOf(listOf(response))).toEqual([
      'Annual conference',
      'Discount card',
      'Federation news',
      'Legal advice line',
      'Shop steward course',
    ]);
    const [conference] = listOf(response);
    expect(conference?.companyID).toBe('acme');
    expect(conference?.url).toMatch(/^https:/);
    const federation = listOf(response).find((item) => item.unionLink_name === 'Federation news');
    expect(federation).toMatchObject({ companyID: 'All', companyName: null, linkTypeID: null });
    const card = listOf(response).find((item) => item.unionLink_name === 'Discount card');
    expect(card?.linkTypeName).toBe('Member benefits');
  });

  it('gives a channel admin its company’s links to read', async () => {
    const response = await call(CHANNEL, 'GET', '/union-link/acme');
    expect(response.statusCode).toBe(200);
    expect(namesOf(listOf(response))).toContain('Discount card');
  });

  it("gives a platform admin the named company's and the platform's, or every link", async () => {
    expect(namesOf(listOf(await call(SUPER, 'GET', '/union-link/globex')))).toEqual([
      'Federation news',
      'Lesson plan library',
    ]);
    expect(listOf(await call(SUPER, 'GET', '/union-link/All'))).toHaveLength(6);
    expect((await call(SUPER, 'GET', '/union-link/nowhere')).statusCode).toBe(404);
  });

  it("never shows a globex admin acme's links", async () => {
    const names = namesOf(listOf(await call(GLOBEX, 'GET', '/union-link/acme')));
    expect(names).toEqual(['Federation news', 'Lesson plan library']);
  });
});

describe('link writes', () => {
  it('creates, reads, changes and deletes a link', async () => {
    const created = await call(ACME, 'POST', '/union-link', {
      payload: link(' Pension calculator ', { companyID: 'globex' }),
    });
    expect(created.statusCode).toBe(201);
    const item = itemOf(created);
    // A company admin's link is its own company's whatever the body says.
    expect(item).toMatchObject({
      unionLink_name: 'Pension calculator',
      companyID: 'acme',
      benefits_description: 'Line one\nline two',
      linkTypeID: null,
    });

    const read = await call(ACME, 'GET', `/union-link/link/${item._id}`);
    expect(itemOf(read).url).toBe('https://example.com/new');

    const banner = await bannerId('Get help');
    const changed = await call(ACME, 'PUT', `/union-link/link/${item._id}`, {
      payload: link('Pension planner', { url: 'http://example.com/pension', linkTypeID: banner }),
    });
    expect(changed.statusCode).toBe(200);
    expect(itemOf(changed)).toMatchObject({
      unionLink_name: 'Pension planner',
      url: 'http://example.com/pension',
      linkTypeID: banner,
      linkTypeName: 'Get help',
    });

    const removed = await call(ACME, 'DELETE', `/union-link/${item._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(ACME, 'GET', `/union-link/link/${item._id}`)).statusCode).toBe(404);
  });

  it('takes http and https addresses only', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'example.com', 'https://']) {
      const response = await call(ACME, 'POST', '/union-link', { payload: link('Bad', { url }) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });

  it('refuses a blank name and a banner of another company', async () => {
    expect((await call(ACME, 'POST', '/union-link', { payload: link('   ') })).statusCode).toBe(
      400,
    );
    const globexBanner = await bannerId('Classroom resources');
    const response = await call(ACME, 'POST', '/union-link', {
      payload: link('Elsewhere', { linkTypeID: globexBanner }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('error_link_type_not_for_link');
  });

  it('lets a platform admin make a platform link and a company one', async () => {
    const platform = await call(SUPER, 'POST', '/union-link', {
      payload: link('Federation jobs', { companyID: 'All' }),
    });
    expect(platform.statusCode).toBe(201);
    expect(itemOf(platform).companyID).toBe('All');
    const chosen = await call(SUPER, 'POST', '/union-link', {
      payload: link('Globex staff room'),
      company: 'globex',
    });
    expect(itemOf(chosen).companyID).toBe('globex');
    const named = await call(SUPER, 'POST', '/union-link', {
      payload: link('Nowhere', { companyID: 'nowhere' }),
    });
    expect(named.statusCode).toBe(400);
    // A platform link sits in no banner.
    const inBanner = await call(SUPER, 'POST', '/union-link', {
      payload: link('All in banner', { companyID: 'All', linkTypeID: await bannerId('Get help') }),
    });
    expect(inBanner.json<{ code: string }>().code).toBe('error_link_type_not_for_link');
  });

  it("keeps a platform link from a company admin's writes", async () => {
    const id = await linkId('Federation news');
    const changed = await call(ACME, 'PUT', `/union-link/link/${id}`, { payload: link('Mine') });
    expect(changed.statusCode).toBe(403);
    expect((await call(ACME, 'DELETE', `/union-link/${id}`)).statusCode).toBe(403);
  });

  it('lets channel admins read links but not write them', async () => {
    const id = await linkId('Discount card');
    expect((await call(CHANNEL, 'GET', `/union-link/link/${id}`)).statusCode).toBe(200);
    expect((await call(CHANNEL, 'POST', '/union-link', { payload: link('No') })).statusCode).toBe(
      403,
    );
    expect((await call(CHANNEL, 'DELETE', `/union-link/${id}`)).statusCode).toBe(403);
  });

  it("lets a globex admin neither read nor change acme's links", async () => {
    const id = await linkId('Legal advice line');
    expect((await call(GLOBEX, 'GET', `/union-link/link/${id}`)).statusCode).toBe(404);
    expect(
      (await call(GLOBEX, 'PUT', `/union-link/link/${id}`, { payload: link('Taken') })).statusCode,
    ).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `/union-link/${id}`)).statusCode).toBe(404);
    expect(itemOf(await call(ACME, 'GET', `/union-link/link/${id}`)).unionLink_name).toBe(
      'Legal advice line',
    );
  });

  it('audits a write with the rows it changed', async () => {
    const created = await call(ACME, 'POST', '/union-link', { payload: link('Audited link') });
    const [entry] = await selectRows<{
      target_type: string | null;
      target_id: string | null;
      changes: unknown;
    }>(
      t.db,
      sql`select target_type, target_id, changes from audit_log where route = '/union-link' order by at desc limit 1`,
    );
    expect(entry).toMatchObject({ target_type: 'unionLink', target_id: itemOf(created)._id });
    expect(JSON.stringify(entry?.changes)).toContain(itemOf(created)._id);
  });
});
