import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_USER_CSV_HEADER } from '../../../contract/mobileUsersCsv';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function headersOf(email: string, company?: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await t.tokenFor(email);
    tokens.set(email, token);
  }
  return { ...bearer(token), ...(company ? { companyID: company } : {}) };
}

async function companyId(slug: string) {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, slug));
  if (!row) throw new Error(`no company ${slug}`);
  return row.id;
}

async function download(email: string, payload: object = {}, company?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/user/mobile-users/download-csv',
    headers: await headersOf(email, company),
    payload,
  });
}

/** The file's records without the header, parsed by an independent CSV reader. */
async function exportedRows(email: string, payload: object = {}, company?: string) {
  const response = await download(email, payload, company);
  expect(response.statusCode).toBe(200);
  const records: string[][] = parse(response.body, { bom: true });
  expect(records[0]).toEqual([...MOBILE_USER_CSV_HEADER]);
  return records.slice(1);
}

const emailsOf = (rows: string[][]) => rows.map((row) => row[0] ?? '').sort();

async function liveEmails(where: ReturnType<typeof and>) {
  const rows = await t.db
    .select({ email: u.email })
    .from(u)
    .where(and(eq(u.isDeleted, 0), where));
  return rows.map((row) => row.email ?? '').sort();
}

describe('POST /user/mobile-users/download-csv', () => {
  it('streams every user of the company as a UTF-8 CSV attachment with a BOM and CRLF', async () => {
    const response = await download('admin@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="app-users-${today}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(response.body.endsWith('\r\n')).toBe(true);

    const rows = await exportedRows('admin@acme.test');
    expect(emailsOf(rows)).toEqual(await liveEmails(eq(u.companyId, await companyId('acme'))));
    for (const row of rows) {
      expect(row).toHaveLength(MOBILE_USER_CSV_HEADER.length);
      expect(['Active', 'Suspended']).toContain(row[5]);
      expect(['Yes', 'No']).toContain(row[7]);
      expect(row[12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('quotes commas, quotes and line breaks, and writes groups and custom fields', async () => {
    const acme = await companyId('acme');
    const [user] = await t.db
      .insert(u)
      .values({
        companyId: acme,
        email: 'quoting@acme-members.test',
        firstName: 'Smith, "Jr"',
        lastName: 'two\nlines',
        phone: '5550001',
        platform: 'ios',
        userid: 'M-77',
        state: 'CA',
        zipcode: '94110',
        country: 'US',
        customFields: { Local: '12', Shift: 'Day' },
        language: 'pt-BR',
        dateCreated: new Date('2024-03-05T06:07:08.123456Z'),
      })
      .returning({ id: u.id });
    const groups = await t.db
      .insert(userGroups)
      .values([
        { companyId: acme, name: 'CSV Stewards' },
        { companyId: acme, name: 'CSV board' },
      ])
      .returning({ id: userGroups.id });
    await t.db
      .insert(userGroupMembers)
      .values(groups.map(({ id }) => ({ groupId: id, mobileUserId: user?.id ?? '' })));

    const response = await download('admin@acme.test', { searchString: 'quoting@' });
    expect(response.body).toContain('"Smith, ""Jr""","two\nlines",5550001,iOS');
    const rows = await exportedRows('admin@acme.test', { searchString: 'quoting@' });
    expect(rows).toEqual([
      [
        'quoting@acme-members.test',
        'Smith, "Jr"',
        'two\nlines',
        '5550001',
        'iOS',
        'Active',
        '1',
        'Yes',
        'CA',
        '94110',
        'US',
        'M-77',
        '2024-03-05 06:07:08',
        'pt-BR',
        '',
        'Local=12; Shift=Day',
        'CSV board; CSV Stewards',
      ],
    ]);
  });

  it('opens formula-like cells as text, and writes phone numbers as they are', async () => {
    await t.db.insert(u).values({
      companyId: await companyId('acme'),
      email: 'formula@acme-members.test',
      firstName: '=HYPERLINK("x")',
      lastName: '@SUM(A1)',
      phone: '+15550009999',
    });
    const response = await download('admin@acme.test', { searchString: 'formula@' });
    expect(response.body).toContain(`"'=HYPERLINK(""x"")",'@SUM(A1),+15550009999`);
    await t.db.insert(u).values({
      companyId: await companyId('acme'),
      email: 'formula2@acme-members.test',
      firstName: '-A1',
      lastName: '+SUM(1)',
      phone: '-12.5',
    });
    const second = await download('admin@acme.test', { searchString: 'formula2@' });
    expect(second.body).toContain(`'-A1,'+SUM(1),-12.5`);
  });

  it('applies the filter: suspended users only', async () => {
    const rows = await exportedRows('admin@acme.test', { userStatus: 'suspended' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[5] === 'Suspended')).toBe(true);
    expect(emailsOf(rows)).toEqual(
      await liveEmails(and(eq(u.companyId, await companyId('acme')), eq(u.isActive, 0))),
    );
  });

  it('sorts as asked: by email, A to Z', async () => {
    const emails = (await exportedRows('admin@acme.test', { sortField: 'email' })).map(
      (row) => row[0] ?? '',
    );
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('never gives a globex admin an acme user, whatever the company header says', async () => {
    const rows = await exportedRows('admin@globex.test', {}, 'acme');
    expect(emailsOf(rows)).toEqual(await liveEmails(eq(u.companyId, await companyId('globex'))));
    expect(rows.some((row) => row[0]?.includes('acme'))).toBe(false);
  });

  it("gives a channel admin only the channel's followers", async () => {
    const [admin] = await t.db
      .select({ channel: adminUsers.contentProviderId })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'channel@acme.test'));
    const followers = await t.db
      .select({ email: u.email })
      .from(u)
      .innerJoin(channelFollowers, eq(channelFollowers.mobileUserId, u.id))
      .where(and(eq(u.isDeleted, 0), eq(channelFollowers.contentProviderId, admin?.channel ?? '')));
    const rows = await exportedRows('channel@acme.test');
    expect(rows.length).toBeGreaterThan(0);
    expect(emailsOf(rows)).toEqual(followers.map((row) => row.email ?? '').sort());
  });

  it('gives a platform admin the chosen company', async () => {
    const rows = await exportedRows('super@tidings.test', {}, 'globex');
    expect(emailsOf(rows)).toEqual(await liveEmails(eq(u.companyId, await companyId('globex'))));
  });

  it('leaves deleted users out and answers 401 without a token', async () => {
    const acme = await companyId('acme');
    await t.db.update(u).set({ isDeleted: 1 }).where(eq(u.email, 'formula@acme-members.test'));
    const rows = await exportedRows('admin@acme.test');
    expect(rows.some((row) => row[0] === 'formula@acme-members.test')).toBe(false);
    expect(emailsOf(rows)).toEqual(await liveEmails(eq(u.companyId, acme)));

    const response = await t.app.inject({
      method: 'POST',
      url: '/user/mobile-users/download-csv',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
