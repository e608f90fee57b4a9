import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../contract/company';
import { companies } from '../../db/schema/companies';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listAs(email: string, company?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/company',
    headers: { ...bearer(await t.tokenFor(email)), ...(company ? { companyID: company } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CompanyListItem[] }>().data;
}

describe('GET /company', () => {
  it('lists every organisation, sorted by name, for the platform admin', async () => {
    const list = await listAs('super@tidings.test');
    expect(list.map((c) => c.companyID)).toEqual(['acme', 'globex']);
    expect(list[0]).toMatchObject({ name: 'Acme Workers Union', isActive: 1 });
  });

  it("lists only the caller's own organisation for company and channel admins", async () => {
    expect((await listAs('admin@globex.test', 'acme')).map((c) => c.companyID)).toEqual(['globex']);
    expect((await listAs('channel@acme.test')).map((c) => c.companyID)).toEqual(['acme']);
  });
});

describe('GET /public/company/{id}', () => {
  it("answers a company's public branding without a token", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/company/acme' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        companyID: 'acme',
        name: 'Acme Workers Union',
        logo: null,
        favicon: null,
        adminColor: { color_hex: '#0f766e' },
      },
    });
  });

  it('answers 404 for an unknown or deactivated company', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/public/company/nope' })).statusCode).toBe(
      404,
    );
    await t.db.update(companies).set({ isActive: 0 }).where(eq(companies.companyId, 'globex'));
    const response = await t.app.inject({ method: 'GET', url: '/public/company/globex' });
    await t.db.update(companies).set({ isActive: 1 }).where(eq(companies.companyId, 'globex'));
    expect(response.statusCode).toBe(404);
  });
});
