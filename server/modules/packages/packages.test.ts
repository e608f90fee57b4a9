import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '../../../contract/packages';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';
const DUPLICATE = {
  code: 'error_package_exists',
  message: 'A member benefit package with this name already exists.',
};

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: InjectOptions['payload']; company?: string } = {},
) {
  const token = tokens.get(email) ?? (await t.tokenFor(email));
  tokens.set(email, token);
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { ...bearer(token), ...(options.company ? { companyid: options.company } : {}) },
  });
}
const listOf = (response: { json: <T>() => T }) => response.json<{ data: Package[] }>().data;
const itemOf = (response: { json: <T>() => T }) => response.json<{ data: Package }>().data;

async function packageId(company: string, name: string): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select p.id from packages p join companies c on c.id = p.company_id
      where c.company_id = ${company} and p.package_name = ${name}`,
  );
  if (!row) throw new Error(`no package ${name}`);
  return row.id;
}

describe('GET /content-provider/packages/{id}', () => {
  it("lists the caller's company's packages by name", async () => {
    const response = await call(ACME, 'GET', '/content-provider/packages/globex');
    expect(response.statusCode).toBe(200);
    expect(listOf(response).map((item) => item.package_name)).toEqual([
      'Essential',
      'Family',
      'Plus',
    ]);
    expect(listOf(response)[0]).toMatchObject({
      companyID: 'acme',
      benefits_description: expect.stringContaining('Legal advice') as unknown,
    });
  });

  it("gives a platform admin the named company's or all", async () => {
    expect(listOf(await call(SUPER, 'GET', '/content-provider/packages/globex'))).toHaveLength(1);
    expect(listOf(await call(SUPER, 'GET', '/content-provider/packages/All')).length).toBe(4);
    expect((await call(SUPER, 'GET', '/content-provider/packages/nowhere')).statusCode).toBe(404);
  });

  it('is not for channel admins', async () => {
    expect((await call(CHANNEL, 'GET', '/content-provider/packages/acme')).statusCode).toBe(403);
  });
});

describe('package writes', () => {
  it('creates, reads, changes and deletes a package', async () => {
    const created = await call(ACME, 'POST', '/content-provider/packages', {
      payload: {
        package_name: ' Student ',
        benefits_description: 'Half-price membership.\nFree events.',
      },
    });
    expect(created.statusCode).toBe(200);
    const item = itemOf(created);
    expect(item).toMatchObject({
      package_name: 'Student',
      benefits_description: 'Half-price membership.\nFree events.',
      companyID: 'acme',
    });
    expect(
      itemOf(await call(ACME, 'GET', `/content-provider/packages/package/${item._id}`)),
    ).toEqual(item);
    const changed = await call(ACME, 'PUT', `/content-provider/packages/package/${item._id}`, {
      payload: { package_name: 'Student plus', benefits_description: 'More.' },
    });
    expect(itemOf(changed)).toMatchObject({
      package_name: 'Student plus',
      benefits_description: 'More.',
    });
    const removed = await call(ACME, 'DELETE', `/content-provider/packages/${item._id}`);
    expect(removed.json()).toEqual({ success: true, data: { _id: item._id } });
    expect(
      (await call(ACME, 'GET', `/content-provider/packages/package/${item._id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a name the company already uses, in any case', async () => {
    for (const name of ['Plus', 'PLUS', ' plus ']) {
      const response = await call(ACME, 'POST', '/content-provider/packages', {
        payload: { package_name: name },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(DUPLICATE);
    }
    const essential = await packageId('acme', 'Essential');
    const rename = await call(ACME, 'PUT', `/content-provider/packages/package/${essential}`, {
      payload: { package_name: 'family' },
    });
    expect(rename.statusCode).toBe(409);
    expect(
      (
        await call(GLOBEX, 'POST', '/content-provider/packages', {
          payload: { package_name: 'Plus' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps acme's packages from globex", async () => {
    const plus = await packageId('acme', 'Plus');
    expect(
      (await call(GLOBEX, 'GET', `/content-provider/packages/package/${plus}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(GLOBEX, 'PUT', `/content-provider/packages/package/${plus}`, {
          payload: { package_name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `/content-provider/packages/${plus}`)).statusCode).toBe(
      404,
    );
    expect(
      itemOf(await call(ACME, 'GET', `/content-provider/packages/package/${plus}`)).package_name,
    ).toBe('Plus');
  });

  it('needs a platform admin to choose a company, and validates the body', async () => {
    const none = await call(SUPER, 'POST', '/content-provider/packages', {
      payload: { package_name: 'X' },
    });
    expect(none.statusCode).toBe(400);
    const chosen = await call(SUPER, 'POST', '/content-provider/packages', {
      payload: { package_name: 'Chosen' },
      company: 'globex',
    });
    expect(itemOf(chosen).companyID).toBe('globex');
    for (const payload of [
      {},
      { package_name: '' },
      { package_name: '  ' },
      { package_name: 'x', benefits_description: 5 },
    ]) {
      const response = await call(ACME, 'POST', '/content-provider/packages', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});
