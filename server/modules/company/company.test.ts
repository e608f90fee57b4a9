import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyListItem } from '../../../contract/company';
import { selectRows } from '../../db/rows';
import { companies } from '../../db/schema/companies';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { brandingBody, PNG_FAVICON, PNG_LOGO, SVG_LOGO, type ImagePart } from './testKit';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function headersOf(email: string, company?: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await t.tokenFor(email, undefined, `10.7.${tokens.size}.1`);
    tokens.set(email, token);
  }
  return { ...bearer(token), ...(company ? { companyid: company } : {}) };
}

const SUPER = 'super@tidings.test';
const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';

async function call(
  email: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { json?: object; form?: ReturnType<typeof brandingBody>; company?: string } = {},
) {
  const auth = email ? await headersOf(email, options.company) : {};
  return t.app.inject({
    method,
    url,
    headers: { ...auth, ...(options.form?.headers ?? {}) },
    ...(options.json ? { payload: options.json } : {}),
    ...(options.form ? { payload: options.form.payload } : {}),
  });
}

const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;
const codeOf = (response: { json: <U>() => U }) => response.json<{ code: string }>().code;

async function createCompany(companyID: string, parts: ImagePart[] = [], extra: object = {}) {
  return call(SUPER, 'POST', '/company', {
    form: brandingBody({ companyID, name: `Org ${companyID}`, ...extra }, parts),
  });
}

describe('GET /company', () => {
  async function listAs(email: string, company?: string) {
    const response = await call(email, 'GET', '/company', company ? { company } : {});
    expect(response.statusCode).toBe(200);
    return dataOf<CompanyListItem[]>(response);
  }

  it('lists every organisation, sorted by name, with what the list screen shows', async () => {
    const list = await listAs(SUPER);
    expect(list.map((c) => c.companyID).slice(0, 2)).toEqual(['acme', 'globex']);
    expect(list[0]).toMatchObject({
      name: 'Acme Workers Union',
      isActive: 1,
      companyNumber: 1,
      logo: expect.stringMatching(/^\/files\/[0-9a-f-]{36}$/) as unknown,
      dateCreated: expect.any(String) as unknown,
    });
  });

  it("lists only the caller's own organisation for company and channel admins", async () => {
    expect((await listAs(GLOBEX, 'acme')).map((c) => c.companyID)).toEqual(['globex']);
    expect((await listAs(CHANNEL)).map((c) => c.companyID)).toEqual(['acme']);
  });
});

describe('GET /company/{id}', () => {
  it('answers every field of an organisation to the platform admin and to its own admin', async () => {
    for (const email of [SUPER, ACME]) {
      const response = await call(email, 'GET', '/company/acme');
      expect(response.statusCode).toBe(200);
      expect(dataOf<Company>(response)).toMatchObject({
        companyID: 'acme',
        adminColor: { color_hex: '#0f766e' },
        menuColor: '#12332f',
        emailDomain: 'acme.test',
        copyright: { message: '© 2026 Acme Workers Union. All rights reserved.' },
        allowPushcastEmail: false,
        maintenance: false,
        // The demo publishes acme's app configuration (seed/appSettings.ts).
        isConfigFileReady: true,
      });
    }
  });

  it("never answers another organisation's company to a company admin, nor any to a channel admin", async () => {
    expect((await call(GLOBEX, 'GET', '/company/acme')).statusCode).toBe(404);
    expect((await call(CHANNEL, 'GET', '/company/acme')).statusCode).toBe(403);
    expect((await call(SUPER, 'GET', '/company/nope')).statusCode).toBe(404);
  });
});

describe('POST /company', () => {
  it('creates an organisation with a logo, favicon and colours, numbered after the last', async () => {
    const before = dataOf<{ companyNumber: number }>(
      await call(SUPER, 'GET', '/company/number/last_company_number'),
    ).companyNumber;
    const response = await createCompany('initech', [PNG_LOGO, PNG_FAVICON], {
      adminColor: '#AA5500',
      menuColor: '#102030',
      copyright: '  © Initech  ',
      featuredLinks: [{ name: 'Wiki', url: 'https://example.com/wiki' }],
    });
    expect(response.statusCode).toBe(200);
    const created = dataOf<Company>(response);
    expect(created).toMatchObject({
      companyID: 'initech',
      isActive: 1,
      companyNumber: before + 1,
      adminColor: { color_hex: '#aa5500' },
      menuColor: '#102030',
      copyright: { message: '© Initech' },
      featuredLinks: [{ name: 'Wiki', url: 'https://example.com/wiki' }],
    });
    const last = await call(SUPER, 'GET', '/company/number/last_company_number');
    expect(dataOf<{ companyNumber: number }>(last).companyNumber).toBe(before + 1);

    const logo = await t.app.inject({ method: 'GET', url: created.logo ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.rawPayload.equals(PNG_LOGO.content as Buffer)).toBe(true);
    expect(created.favicon).toMatch(/^\/files\//);
  });

  it('refuses a taken, reserved or malformed companyID', async () => {
    const taken = await createCompany('acme');
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'error_company_id_taken']);
    for (const reserved of ['dashboard', 'login', 'organizations', 'files']) {
      const response = await createCompany(reserved);
      expect([response.statusCode, codeOf(response)]).toEqual([400, 'error_company_id_reserved']);
    }
    for (const bad of ['Bad Slug', 'UPPER', '-edge', 'edge-', 'a--b', 'x']) {
      const response = await createCompany(bad);
      expect([bad, response.statusCode, codeOf(response)]).toEqual([bad, 400, 'validation_error']);
    }
  });

  it('judges images by their bytes: a text file named .png is refused, a large one too', async () => {
    const fake = await createCompany('fake-logo', [
      { field: 'logo', name: 'logo.png', type: 'image/png', content: 'not an image at all' },
    ]);
    expect([fake.statusCode, codeOf(fake)]).toEqual([400, 'error_image_type']);
    const html = await createCompany('html-logo', [
      {
        field: 'logo',
        name: 'logo.svg',
        type: 'image/svg+xml',
        content: '<html><script>1</script></html>',
      },
    ]);
    expect(codeOf(html)).toBe('error_image_type');

    const big = Buffer.concat([PNG_LOGO.content as Buffer, Buffer.alloc(1024 * 1024)]);
    const tooBig = await createCompany('big-logo', [{ ...PNG_LOGO, content: big }]);
    expect([tooBig.statusCode, codeOf(tooBig)]).toEqual([413, 'error_image_too_large']);
    const favicon = Buffer.concat([PNG_FAVICON.content as Buffer, Buffer.alloc(300 * 1024)]);
    const bigFavicon = await createCompany('big-favicon', [{ ...PNG_FAVICON, content: favicon }]);
    expect([bigFavicon.statusCode, codeOf(bigFavicon)]).toEqual([413, 'error_image_too_large']);
    // Nothing of the refused requests was kept.
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from companies where company_id in ('fake-logo', 'html-logo', 'big-logo', 'big-favicon')`,
    );
    expect(row?.n).toBe(0);
  });

  it('stores an SVG only sanitised, and serves it with a policy that runs no script', async () => {
    const hostile = Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">` +
        `<script>alert(2)</script><foreignObject><div>x</div></foreignObject>` +
        `<image href="https://evil.test/x.png"/><use xlink:href="https://evil.test/a.svg#b"/>` +
        `<a href="javascript:alert(3)"><rect width="10" height="10" fill="url(https://evil.test/f)"/></a>` +
        `<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>` +
        `<circle cx="5" cy="5" r="4" fill="url(#g)" onclick="alert(4)"/></svg>`,
    );
    const response = await createCompany('svg-org', [{ ...SVG_LOGO, content: hostile }]);
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: dataOf<Company>(response).logo ?? '' });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    const stored = file.body;
    expect(stored).toMatch(/^<svg/);
    for (const gone of [
      'script',
      'onload',
      'onclick',
      'foreignObject',
      'evil.test',
      'javascript:',
      '<image',
      '<a ',
    ])
      expect(stored).not.toContain(gone);
    expect(stored).toContain('viewBox="0 0 10 10"');
    expect(stored).toContain('fill="url(#g)"');
    expect(stored).toContain('<linearGradient id="g">');
  });

  it('is the platform admin’s alone', async () => {
    for (const email of [ACME, CHANNEL]) {
      const response = await call(email, 'POST', '/company', {
        form: brandingBody({ companyID: 'sneaky', name: 'Sneaky' }),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await call(ACME, 'GET', '/company/number/last_company_number')).statusCode).toBe(403);
  });
});

describe('PUT /company/{id}', () => {
  it('changes the fields sent, replaces the logo and drops the old file, or removes it', async () => {
    const created = dataOf<Company>(await createCompany('umbrella', [PNG_LOGO]));
    const oldLogo = created.logo ?? '';
    const response = await call(SUPER, 'PUT', '/company/umbrella', {
      form: brandingBody({ name: 'Umbrella Guild', adminColor: '#112233' }, [SVG_LOGO]),
    });
    expect(response.statusCode).toBe(200);
    const updated = dataOf<Company>(response);
    expect(updated).toMatchObject({ name: 'Umbrella Guild', adminColor: { color_hex: '#112233' } });
    expect(updated.logo).not.toBe(oldLogo);
    expect((await t.app.inject({ method: 'GET', url: oldLogo })).statusCode).toBe(404);

    const removed = await call(SUPER, 'PUT', '/company/umbrella', {
      form: brandingBody({ removeLogo: true }),
    });
    expect(dataOf<Company>(removed)).toMatchObject({ logo: null, name: 'Umbrella Guild' });
    expect((await t.app.inject({ method: 'GET', url: updated.logo ?? '' })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown organisation and 403 to a company admin', async () => {
    const form = () => brandingBody({ name: 'X' });
    expect((await call(SUPER, 'PUT', '/company/nope', { form: form() })).statusCode).toBe(404);
    expect((await call(ACME, 'PUT', '/company/acme', { form: form() })).statusCode).toBe(403);
  });
});

describe('PUT /company/status/{id}', () => {
  it('deactivates an organisation: its admins cannot sign in and their sessions end; reactivates it', async () => {
    const session = await headersOf(GLOBEX);
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/profile', headers: session })).statusCode,
    ).toBe(200);

    const off = await call(SUPER, 'PUT', '/company/status/globex', { json: { status: 0 } });
    expect(off.statusCode).toBe(200);
    expect(dataOf<Company>(off).isActive).toBe(0);

    expect(
      (await t.app.inject({ method: 'GET', url: '/user/profile', headers: session })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: GLOBEX, password: 'Tidings-demo-1' },
      remoteAddress: '10.7.200.1',
    });
    expect([login.statusCode, codeOf(login)]).toEqual([403, 'inactive_cp_user']);
    expect((await t.app.inject({ method: 'GET', url: '/public/company/globex' })).statusCode).toBe(
      404,
    );

    const on = await call(SUPER, 'PUT', '/company/status/globex', { json: { status: 1 } });
    expect(dataOf<Company>(on).isActive).toBe(1);
    tokens.delete(GLOBEX);
    expect((await call(GLOBEX, 'GET', '/user/profile')).statusCode).toBe(200);
  });

  it('refuses a status other than 0 or 1, and any caller but the platform admin', async () => {
    expect(
      (await call(SUPER, 'PUT', '/company/status/acme', { json: { status: 2 } })).statusCode,
    ).toBe(400);
    expect(
      (await call(ACME, 'PUT', '/company/status/acme', { json: { status: 0 } })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /company/{id}', () => {
  it('refuses an active organisation that has data, and deletes it with all its data once deactivated', async () => {
    const refused = await call(SUPER, 'DELETE', '/company/acme');
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'error_company_has_data']);
    expect((await call(ACME, 'DELETE', '/company/acme')).statusCode).toBe(403);

    const id = await t.companyIdOf('acme');
    // A logo whose bytes are in object storage: they go with the organisation.
    const branded = await call(SUPER, 'PUT', '/company/acme', {
      form: brandingBody({ name: 'Acme Workers Union' }, [PNG_LOGO]),
    });
    expect(branded.statusCode).toBe(200);
    const [logo] = await selectRows<{ key: string }>(
      t.db,
      sql`select storage_key as key from stored_files
        where company_id = ${id} and storage_key is not null`,
    );
    expect(await t.objectStore.head(logo?.key ?? '')).not.toBeNull();
    await call(SUPER, 'PUT', '/company/status/acme', { json: { status: 0 } });
    const deleted = await call(SUPER, 'DELETE', '/company/acme');
    expect(deleted.statusCode).toBe(200);
    expect(await t.objectStore.head(logo?.key ?? '')).toBeNull();

    expect(await t.db.select().from(companies).where(eq(companies.companyId, 'acme'))).toEqual([]);
    // No table keeps a row of it, but the audit log: the record of what was done, its deletion
    // included, outlives what it names.
    const tables = await selectRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.columns
        where column_name = 'company_id' and table_schema = 'public'
          and table_name not like 'audit_log%'`,
    );
    const left: string[] = [];
    for (const { table_name } of tables) {
      const [row] = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where company_id = ${id}`,
      );
      if (row?.n) left.push(`${table_name}: ${row.n}`);
    }
    expect(left).toEqual([]);
    const [audited] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log
        where route = '/company/:id' and method = 'DELETE' and outcome = 'succeeded'
          and target_type = 'company' and target_id = ${id}`,
    );
    expect(audited?.n).toBe(1);
    // globex is untouched and its admin still works.
    expect((await call(GLOBEX, 'GET', '/company/globex')).statusCode).toBe(200);
  });

  it('deletes an organisation with no data at once, and answers 404 for an unknown one', async () => {
    expect((await createCompany('empty-org')).statusCode).toBe(200);
    expect((await call(SUPER, 'DELETE', '/company/empty-org')).statusCode).toBe(200);
    expect((await call(SUPER, 'DELETE', '/company/empty-org')).statusCode).toBe(404);
  });
});
