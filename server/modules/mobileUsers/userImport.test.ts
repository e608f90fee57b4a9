import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserImportSummary } from '../../../contract/userImport';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { pruneStagedImports } from './userImportStagingRepository';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  // Limits small enough to reach with small files; the defaults are 256 MB and a million rows.
  t = await createTestApp({ env: { USER_IMPORT_MAX_MB: '1', USER_IMPORT_MAX_ROWS: '20000' } });
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
  return row?.id ?? '';
}

interface UploadOptions {
  as?: string;
  company?: string;
  dryRun?: 'query' | 'field';
  fileName?: string;
  type?: string;
}

async function upload(content: string | Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
  const form = new FormData();
  if (options.dryRun === 'field') form.append('dryRun', 'true');
  const type = options.type ?? 'text/csv';
  form.append('file', new Blob([content], { type }), options.fileName ?? 'users.csv');
  return t.app.inject({
    method: 'POST',
    url: options.dryRun === 'query' ? '/user/upload?dryRun=true' : '/user/upload',
    headers: await headersOf(options.as ?? 'admin@acme.test', options.company),
    payload: form,
  });
}

async function summaryOf(content: string, options: UploadOptions = {}) {
  const response = await upload(content, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: UserImportSummary }>().data;
}

/** Rows of imports on their way in: none once a request has ended, however it ended. */
async function stagedRows() {
  const [row] = await selectRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from user_import_rows`,
  );
  return row?.n ?? 0;
}

async function usersWhere(...where: ReturnType<typeof eq>[]) {
  const [row] = await t.db
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.isDeleted, 0), ...where));
  return row?.n ?? 0;
}

/** Line 3 has a bad email, line 5 repeats line 2's email in other case. */
const FILE = [
  'email,firstname,lastname,phone,platform,userid,state,zipcode,country,Local',
  'nia.new@import.test,Nia,New,+1 555 700 0001,ios,M-1,CA,94110,US,12',
  'broken-email,Bad,Row,,android,M-2,,,,',
  ',Phone,Only,555-700-0003,web,M-3,,,,47',
  'NIA.NEW@import.test,Nia,Again,,,M-4,,,,',
  'ivo.new@import.test,Ivo,New,,android,M-5,NY,10001,US,',
].join('\r\n');

describe('POST /user/upload', () => {
  it('previews a file on a dry run: counts, errors with lines, duplicates, nothing written', async () => {
    const before = await usersWhere();
    for (const dryRun of ['query', 'field'] as const) {
      const summary = await summaryOf(FILE, { dryRun });
      expect(summary).toEqual({
        dryRun: true,
        rows: 5,
        valid: 3,
        duplicateCount: 1,
        duplicates: [
          { line: 5, field: 'email', value: 'nia.new@import.test', reason: 'file', firstLine: 2 },
        ],
        errorCount: 1,
        errors: [{ line: 3, field: 'email', message: 'is not an email address' }],
      });
    }
    expect(await usersWhere()).toBe(before);
  });

  it('imports the valid rows into the caller company, leaving the bad row out', async () => {
    const acme = await companyId('acme');
    const before = await usersWhere(eq(u.companyId, acme));
    const summary = await summaryOf(FILE);
    expect(summary).toMatchObject({ dryRun: false, valid: 3, imported: 3, errorCount: 1 });
    expect(await usersWhere(eq(u.companyId, acme))).toBe(before + 3);

    const [nia] = await t.db.select().from(u).where(eq(u.email, 'nia.new@import.test'));
    expect(nia).toMatchObject({
      companyId: acme,
      firstName: 'Nia',
      lastName: 'New',
      phone: '+15557000001',
      platform: 'ios',
      userid: 'M-1',
      state: 'CA',
      zipcode: '94110',
      country: 'US',
      customFields: { Local: '12' },
      registered: false,
      isActive: 1,
    });
    expect(await usersWhere(eq(u.phone, '5557000003'), eq(u.companyId, acme))).toBe(1);
    expect(await usersWhere(eq(u.userid, 'M-2'))).toBe(0);

    // Time-ordered ids (migration 0086): version 7, the import's millisecond in the first 48 bits.
    const imported = await t.db
      .select({ id: u.id, created: u.dateCreated })
      .from(u)
      .where(eq(u.userid, 'M-1'));
    for (const { id, created } of imported) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const millisecond = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(millisecond).toBe(Math.floor(created.getTime()));
    }
    expect(imported).toHaveLength(1);
  });

  it('imports nothing twice: the same file again adds no one', async () => {
    const before = await usersWhere();
    const summary = await summaryOf(FILE);
    expect(summary).toMatchObject({ valid: 0, imported: 0, duplicateCount: 4 });
    expect(summary.duplicates.map((d) => [d.line, d.field, d.reason])).toEqual([
      [2, 'email', 'existing'],
      [4, 'phone', 'existing'],
      [5, 'email', 'file'],
      [6, 'email', 'existing'],
    ]);
    expect(await usersWhere()).toBe(before);
  });

  it('finds an existing user by email in any case and by phone written differently', async () => {
    const [seeded] = await t.db
      .select({ email: u.email, phone: u.phone })
      .from(u)
      .where(and(eq(u.companyId, await companyId('acme')), sql`${u.phone} like '+1555%'`))
      .limit(1);
    const email = seeded?.email?.toUpperCase() ?? '';
    const phone = (seeded?.phone ?? '').replace(/^\+1555(\d{3})/, '+1 (555) $1-');
    const summary = await summaryOf(`email,phone\r\n${email},\r\nother@import.test,${phone}\r\n`, {
      dryRun: 'query',
    });
    expect(summary.valid).toBe(0);
    expect(summary.duplicates.map((d) => [d.field, d.reason])).toEqual([
      ['email', 'existing'],
      ['phone', 'existing'],
    ]);
  });

  it('imports into the caller company only: a globex admin may add an email acme has', async () => {
    const globex = await companyId('globex');
    const acmeBefore = await usersWhere(eq(u.companyId, await companyId('acme')));
    const summary = await summaryOf('email,firstname\r\nnia.new@import.test,Nia\r\n', {
      as: 'admin@globex.test',
      company: 'acme',
    });
    expect(summary).toMatchObject({ imported: 1, duplicateCount: 0 });
    expect(await usersWhere(eq(u.companyId, globex), eq(u.email, 'nia.new@import.test'))).toBe(1);
    expect(await usersWhere(eq(u.companyId, await companyId('acme')))).toBe(acmeBefore);
  });

  it("makes a channel admin's imports follow the channel", async () => {
    const [admin] = await t.db
      .select({ channel: adminUsers.contentProviderId })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'channel@acme.test'));
    const summary = await summaryOf('email\r\nfollower.new@import.test\r\n', {
      as: 'channel@acme.test',
    });
    expect(summary.imported).toBe(1);
    const follows = await t.db
      .select({ channel: channelFollowers.contentProviderId })
      .from(channelFollowers)
      .innerJoin(u, eq(u.id, channelFollowers.mobileUserId))
      .where(eq(u.email, 'follower.new@import.test'));
    expect(follows).toEqual([{ channel: admin?.channel }]);
  });

  it('needs a chosen company from a platform admin', async () => {
    const none = await upload('email\r\nplatform.new@import.test\r\n', {
      as: 'super@tidings.test',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_error' });
    const summary = await summaryOf('email\r\nplatform.new@import.test\r\n', {
      as: 'super@tidings.test',
      company: 'globex',
    });
    expect(summary.imported).toBe(1);
    expect(
      await usersWhere(
        eq(u.companyId, await companyId('globex')),
        eq(u.email, 'platform.new@import.test'),
      ),
    ).toBe(1);
  });

  it('refuses files that are not CSV, broken CSV, and a header without email or phone', async () => {
    const cases = [
      await upload('\x89PNG', { fileName: 'photo.png', type: 'image/png' }),
      await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0])),
      await upload('email\r\n"never closed\r\n'),
      await upload('firstname,lastname\r\nAnn,Lee\r\n'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('answers 413 for a file over USER_IMPORT_MAX_MB and 415 for a request that is not multipart', async () => {
    const row = `someone@import.test,${'x'.repeat(80)}\r\n`;
    const big = `email,note\r\n${row.repeat(Math.ceil((1024 * 1024) / row.length) + 10)}`;
    const before = await usersWhere();
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is over 1 MB; split it into smaller files.',
    });
    expect(await usersWhere()).toBe(before);
    expect(await stagedRows()).toBe(0);

    const json = await t.app.inject({
      method: 'POST',
      url: '/user/upload',
      headers: await headersOf('admin@acme.test'),
      payload: { file: 'email\r\na@b.co' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400 when no file comes with the form', async () => {
    const form = new FormData();
    form.append('dryRun', 'true');
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/upload',
      headers: await headersOf('admin@acme.test'),
      payload: form,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /user/upload/delete', () => {
  const remove = async (userid: string, as = 'admin@acme.test') =>
    t.app.inject({
      method: 'POST',
      url: '/user/upload/delete',
      headers: await headersOf(as),
      payload: { userid },
    });

  it("soft-deletes the scope's users with that member id, and answers 404 after", async () => {
    expect((await remove('M-5', 'admin@globex.test')).statusCode).toBe(404);
    expect((await remove('M-5', 'channel@acme.test')).statusCode).toBe(403);
    const response = await remove('M-5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { deleted: 1 } });
    const [row] = await t.db
      .select({ isDeleted: u.isDeleted })
      .from(u)
      .where(eq(u.email, 'ivo.new@import.test'));
    expect(row?.isDeleted).toBe(1);
    expect((await remove('M-5')).statusCode).toBe(404);
  });

  it('lets a deleted user be imported again', async () => {
    const summary = await summaryOf('email,userid\r\nivo.new@import.test,M-5\r\n');
    expect(summary.imported).toBe(1);
  });
});

describe('POST /user/upload with files of many rows', () => {
  const many = (count: number, row: (n: number) => string) =>
    Array.from({ length: count }, (_, i) => row(i + 1));

  it('imports across batches, finds duplicates across them, and leaves no staged row', async () => {
    const acme = await companyId('acme');
    const before = await usersWhere(eq(u.companyId, acme));
    const rows = many(12_000, (n) => `bulk${n}@import.test,+1 555 81${String(n).padStart(5, '0')}`);
    rows[10_999] = 'bulk3@import.test,'; // line 11,001 repeats line 4's email
    rows[11_499] = 'other@import.test,+1 555 8100005'; // line 11,501 repeats line 6's phone
    const summary = await summaryOf(['email,phone', ...rows].join('\r\n'));
    expect(summary).toMatchObject({ rows: 12_000, valid: 11_998, imported: 11_998 });
    expect(summary.duplicates).toEqual([
      { line: 11_001, field: 'email', value: 'bulk3@import.test', reason: 'file', firstLine: 4 },
      { line: 11_501, field: 'phone', value: '+15558100005', reason: 'file', firstLine: 6 },
    ]);
    expect(await usersWhere(eq(u.companyId, acme))).toBe(before + 11_998);
    const [last] = await t.db
      .select({ phone: u.phone })
      .from(u)
      .where(eq(u.email, 'bulk12000@import.test'));
    expect(last?.phone).toBe('+15558112000');
    expect(await stagedRows()).toBe(0);

    const again = await summaryOf(['email,phone', ...rows.slice(0, 20)].join('\r\n'), {
      dryRun: 'query',
    });
    expect(again).toMatchObject({ valid: 0, duplicateCount: 20 });
  });

  it('counts a row repeating any earlier row, itself left out or not', async () => {
    const summary = await summaryOf(
      [
        'email,phone',
        'chain.a@import.test,+15558200001',
        'chain.a@import.test,+15558200002',
        'chain.b@import.test,+15558200002',
      ].join('\r\n'),
      { dryRun: 'query' },
    );
    expect(summary.valid).toBe(1);
    expect(summary.duplicates).toEqual([
      { line: 3, field: 'email', value: 'chain.a@import.test', reason: 'file', firstLine: 2 },
      { line: 4, field: 'phone', value: '+15558200002', reason: 'file', firstLine: 3 },
    ]);
  });

  it('refuses a file over USER_IMPORT_MAX_ROWS and adds none of its rows', async () => {
    const before = await usersWhere();
    const response = await upload(
      ['email', ...many(20_001, (n) => `over${n}@import.test`)].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message: 'The file has more than 20,000 rows; split it into smaller files.',
    });
    expect(await usersWhere()).toBe(before);
    expect(await stagedRows()).toBe(0);
  });

  it('adds nothing from a file that breaks after some batches were staged', async () => {
    const before = await usersWhere();
    const rows = many(11_000, (n) => `broken${n}@import.test`);
    const response = await upload(['email', ...rows, '"never closed'].join('\r\n'));
    expect(response.statusCode).toBe(400);
    expect(await usersWhere()).toBe(before);
    expect(await stagedRows()).toBe(0);
  });

  it('prunes rows an interrupted import left after an hour, and only those', async () => {
    const insert = (importId: string, age: string) =>
      t.db.execute(sql`insert into user_import_rows (import_id, line, first_name, last_name,
          custom_fields, staged_at)
        values (${importId}::uuid, 2, 'Left', 'Behind', '{}', now() - ${age}::interval)`);
    await insert('00000000-0000-4000-8000-000000000001', '61 minutes');
    await insert('00000000-0000-4000-8000-000000000002', '10 minutes');
    expect(await pruneStagedImports(t.db, new Date())).toBe(1);
    expect(await stagedRows()).toBe(1);
    await t.db.execute(sql`delete from user_import_rows`);
  });
});
