import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUser, MobileUserResponse } from '../../../contract/mobileUsers';
import { MOBILE_USER_CSV_HEADER } from '../../../contract/mobileUsersCsv';
import type { UserImportSummary } from '../../../contract/userImport';
import { companies } from '../../db/schema/companies';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';
const GLOBEX_ADMIN = 'admin@globex.test';

let t: TestApp;
let kit: UsersKit;
/** Live acme users, in id order. */
let users: string[];
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  users = await kit.idsWhere(await kit.liveOf('acme'), asc(u.id));
});
afterAll(() => t.close());

const setLanguage = (email: string, id: string, payload: object) =>
  kit.request(email, 'PUT', `/user/mobile-users/${id}/language`, payload);

async function languageInDb(id: string) {
  return (await kit.userRow(id)).language;
}

function userOf(response: { statusCode: number; body: string; json: <T>() => T }): MobileUser {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MobileUserResponse>().data;
}

describe('PUT /user/mobile-users/{userID}/language', () => {
  it('stores a listed language in its listed spelling, and null for the default', async () => {
    const id = users[0] ?? '';
    const set = userOf(await setLanguage(ADMIN, id, { language: 'PT-br' }));
    expect(set).toMatchObject({ _id: id, language: 'pt-BR', companyLanguage: 'en' });
    expect(await languageInDb(id)).toBe('pt-BR');

    const cleared = userOf(await setLanguage(ADMIN, id, { language: null }));
    expect(cleared.language).toBeNull();
    expect(await languageInDb(id)).toBeNull();
  });

  it('refuses an unlisted language or a missing one, and changes nothing', async () => {
    const id = users[1] ?? '';
    userOf(await setLanguage(ADMIN, id, { language: 'es' }));
    const unlisted = await setLanguage(ADMIN, id, { language: 'tlh' });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toMatchObject({
      code: 'validation_error',
      details: [
        { field: 'language', message: expect.stringContaining('not a listed language') as unknown },
      ],
    });
    const missing = await setLanguage(ADMIN, id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error' });
    expect(await languageInDb(id)).toBe('es');
  });

  it("answers 404 for another organisation's user and leaves them as they were", async () => {
    const id = users[2] ?? '';
    const before = await languageInDb(id);
    const response = await setLanguage(GLOBEX_ADMIN, id, { language: 'fr' });
    expect(response.statusCode).toBe(404);
    expect(await languageInDb(id)).toBe(before);
    // Nor does a company header widen a company admin's reach.
    const header = await kit.request(
      GLOBEX_ADMIN,
      'PUT',
      `/user/mobile-users/${id}/language`,
      { language: 'fr' },
      'acme',
    );
    expect(header.statusCode).toBe(404);
    expect(await languageInDb(id)).toBe(before);
  });
});

describe("the users list and a member's language", () => {
  it("answers each member's own language and their organisation's default", async () => {
    const id = users[3] ?? '';
    const acme = await kit.companyId('acme');
    await t.db.update(u).set({ language: 'ar' }).where(eq(u.id, id));
    await t.db.update(companies).set({ defaultLanguage: 'es' }).where(eq(companies.id, acme));
    try {
      const list = await kit.list(ADMIN, { selectionType: 'ids', userIds: [id, users[4] ?? ''] });
      const byId = new Map(list.users.map((user) => [user._id, user]));
      expect(byId.get(id)).toMatchObject({ language: 'ar', companyLanguage: 'es' });
      expect(byId.get(users[4] ?? '')).toMatchObject({ companyLanguage: 'es' });
    } finally {
      await t.db.update(companies).set({ defaultLanguage: 'en' }).where(eq(companies.id, acme));
    }
  });
});

describe('the users CSV and languages', () => {
  async function importFile(content: string) {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'users.csv');
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/upload',
      headers: await kit.headersOf(ADMIN),
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserImportSummary }>().data;
  }

  it('imports a language column in any case and reports an unknown one as a row error', async () => {
    const summary = await importFile(
      [
        'email,firstname,Language',
        'lang.one@example.com,Uno,ES',
        'lang.two@example.com,Dos,',
        'lang.three@example.com,Tres,Elvish',
      ].join('\n'),
    );
    expect(summary.errors).toEqual([
      {
        line: 4,
        field: 'language',
        message: expect.stringContaining('not a listed language') as unknown,
      },
    ]);
    expect(summary.imported).toBe(2);
    const [one] = await t.db.select().from(u).where(eq(u.email, 'lang.one@example.com'));
    const [two] = await t.db.select().from(u).where(eq(u.email, 'lang.two@example.com'));
    expect(one?.language).toBe('es');
    expect(two?.language).toBeNull();
    const [three] = await t.db.select().from(u).where(eq(u.email, 'lang.three@example.com'));
    expect(three).toBeUndefined();
  });

  it('exports each member’s language in its own column', async () => {
    const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/download-csv', {
      searchString: 'lang.one@example.com',
      searchStringFields: ['email'],
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body, { bom: true });
    expect(header).toEqual([...MOBILE_USER_CSV_HEADER]);
    const column = MOBILE_USER_CSV_HEADER.indexOf('Language');
    expect(rows.map((row) => [row[0], row[column]])).toEqual([['lang.one@example.com', 'es']]);
  });
});
