import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../contract/company';
import type { Profile } from '../../../contract/auth';
import { companies } from '../../db/schema/companies';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { brandingBody, PNG_FAVICON, PNG_LOGO } from './testKit';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function headersOf(email: string, company?: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await t.tokenFor(email, undefined, `10.8.${tokens.size}.1`);
    tokens.set(email, token);
  }
  return { ...bearer(token), ...(company ? { companyid: company } : {}) };
}

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { json?: object; form?: ReturnType<typeof brandingBody>; company?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await headersOf(email, options.company)), ...(options.form?.headers ?? {}) },
    ...(options.json ? { payload: options.json } : {}),
    ...(options.form ? { payload: options.form.payload } : {}),
  });
}

const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;
const codeOf = (response: { json: <U>() => U }) => response.json<{ code: string }>().code;

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';

async function company(slug: string) {
  const [row] = await t.db.select().from(companies).where(eq(companies.companyId, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

describe('GET /company-settings/{id}', () => {
  it("answers a company admin's own organisation and never another's", async () => {
    const own = await call(ACME, 'GET', '/company-settings/acme');
    expect(own.statusCode).toBe(200);
    expect(dataOf<Company>(own)).toMatchObject({ companyID: 'acme', emailDomain: 'acme.test' });
    expect((await call(GLOBEX, 'GET', '/company-settings/acme')).statusCode).toBe(404);
    expect((await call('super@tidings.test', 'GET', '/company-settings/globex')).statusCode).toBe(
      200,
    );
    expect((await call('channel@acme.test', 'GET', '/company-settings/acme')).statusCode).toBe(403);
  });
});

describe('POST /company-settings', () => {
  it("saves a company admin's own branding and flags from JSON, and the profile follows", async () => {
    const response = await call(ACME, 'POST', '/company-settings', {
      json: {
        menuColor: '#223344',
        adminColor: '#0E7490',
        copyright: 'Acme, since 1901',
        maintenance: true,
        allowPushcastEmail: true,
        emailDomain: 'Acme.Example',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<Company>(response)).toMatchObject({
      menuColor: '#223344',
      adminColor: { color_hex: '#0e7490' },
      copyright: { message: 'Acme, since 1901' },
      maintenance: true,
      allowPushcastEmail: true,
      emailDomain: 'acme.example',
      // What was not sent stays.
      featuredLinks: [
        { name: 'Member handbook', url: 'https://example.com/acme/handbook' },
        { name: 'Help centre', url: 'https://example.com/acme/help' },
      ],
    });
    const profile = await call(ACME, 'GET', '/user/profile');
    expect(dataOf<Profile>(profile).company).toMatchObject({
      adminColor: { color_hex: '#0e7490' },
      copyright: { message: 'Acme, since 1901' },
    });
    // globex is untouched.
    expect((await company('globex')).menuColor).toBe('#1e1b3a');
  });

  it('saves a logo and favicon from multipart, judged by their bytes', async () => {
    const response = await call(GLOBEX, 'POST', '/company-settings', {
      form: brandingBody({ menuColor: '#101010' }, [PNG_LOGO, PNG_FAVICON]),
    });
    expect(response.statusCode).toBe(200);
    const saved = dataOf<Company>(response);
    expect(saved.companyID).toBe('globex');
    const favicon = await t.app.inject({ method: 'GET', url: saved.favicon ?? '' });
    expect(favicon.headers['content-type']).toBe('image/png');

    const bad = await call(GLOBEX, 'POST', '/company-settings', {
      form: brandingBody({}, [{ ...PNG_LOGO, content: Buffer.from('MZ\u0090\u0000 executable') }]),
    });
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, 'error_image_type']);
    const wrongField = await call(GLOBEX, 'POST', '/company-settings', {
      form: brandingBody({}, [{ ...PNG_LOGO, field: 'banner' }]),
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it("changes the platform admin's chosen organisation, and asks for one when none is chosen", async () => {
    const chosen = await call('super@tidings.test', 'POST', '/company-settings', {
      json: { copyright: 'Globex by the platform' },
      company: 'globex',
    });
    expect(dataOf<Company>(chosen)).toMatchObject({ companyID: 'globex' });
    const none = await call('super@tidings.test', 'POST', '/company-settings', {
      json: { copyright: 'Nobody' },
    });
    expect([none.statusCode, codeOf(none)]).toEqual([400, 'validation_error']);
  });

  it('refuses bad colours and links with the fields named', async () => {
    const response = await call(ACME, 'POST', '/company-settings', {
      json: { menuColor: 'red', featuredLinks: [{ name: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['menuColor']));
  });
});

describe("the organisation's default language", () => {
  it('reads and saves it in its listed spelling, and refuses an unlisted one', async () => {
    expect(dataOf<Company>(await call(ACME, 'GET', '/company-settings/acme'))).toMatchObject({
      defaultLanguage: 'en',
    });
    const saved = await call(ACME, 'POST', '/company-settings', {
      json: { defaultLanguage: 'PT-br' },
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf<Company>(saved).defaultLanguage).toBe('pt-BR');
    expect((await company('acme')).defaultLanguage).toBe('pt-BR');

    const refused = await call(ACME, 'POST', '/company-settings', {
      json: { defaultLanguage: 'xx', copyright: 'Not saved' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'defaultLanguage' }],
    });
    expect(await company('acme')).toMatchObject({ defaultLanguage: 'pt-BR' });
    expect((await company('acme')).copyrightMessage).not.toBe('Not saved');
    await call(ACME, 'POST', '/company-settings', { json: { defaultLanguage: 'en' } });
  });

  it("never changes another organisation's, whatever the company header says", async () => {
    const response = await call(ACME, 'POST', '/company-settings', {
      json: { defaultLanguage: 'fr' },
      company: 'globex',
    });
    // A company admin's settings are their own organisation's: globex stays as it was.
    if (response.statusCode === 200) expect(dataOf<Company>(response).companyID).toBe('acme');
    expect((await company('globex')).defaultLanguage).toBe('en');
    await call(ACME, 'POST', '/company-settings', { json: { defaultLanguage: 'en' } });
    // The platform admin changes the one chosen.
    const chosen = await call('super@tidings.test', 'POST', '/company-settings', {
      json: { defaultLanguage: 'de' },
      company: 'globex',
    });
    expect(dataOf<Company>(chosen)).toMatchObject({ companyID: 'globex', defaultLanguage: 'de' });
    expect((await company('acme')).defaultLanguage).toBe('en');
  });
});

describe('PUT /company-settings/featured-links', () => {
  it("replaces the caller's own organisation's featured links, in the order sent", async () => {
    const links = [
      { name: 'Help centre', url: 'https://example.com/acme/help' },
      { name: 'Rota', url: 'https://example.com/acme/rota' },
    ];
    const response = await call(ACME, 'PUT', '/company-settings/featured-links', {
      form: brandingBody({ featuredLinks: links }),
    });
    expect(response.statusCode).toBe(200);
    expect((await company('acme')).featuredLinks).toEqual(links);
    expect((await company('globex')).featuredLinks).toEqual([
      { name: 'Staff room', url: 'https://example.com/globex/staff-room' },
    ]);
    const withFile = await call(ACME, 'PUT', '/company-settings/featured-links', {
      form: brandingBody({ featuredLinks: [] }, [PNG_LOGO]),
    });
    expect(withFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);
  });
});

describe('GET /public/company/{id}', () => {
  it("answers a company's public branding without a token", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/company/globex' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        companyID: 'globex',
        name: 'Globex Teachers Association',
        logo: expect.stringMatching(/^\/files\//) as unknown,
        favicon: expect.stringMatching(/^\/files\//) as unknown,
        adminColor: { color_hex: '#6d28d9' },
      },
    });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/public/company/nope' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /files/{id}', () => {
  it('serves a seeded SVG logo with its type, nosniff and a script-free policy; 404 otherwise', async () => {
    const logo = (await company('acme')).logo ?? '';
    const response = await t.app.inject({ method: 'GET', url: logo });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    for (const url of ['/files/00000000-0000-4000-8000-000000000000', '/files/not-an-id'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
