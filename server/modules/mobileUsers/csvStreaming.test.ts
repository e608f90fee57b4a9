import { parse } from 'csv-parse/sync';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { mobileUsersCsv } from './csvExport';
import { CSV_BATCH_SIZE } from './csvQueryRepository';

const GENERATED = 20_000;

let t: TestApp;
let globex = '';
let token = '';

/**
 * Every generated user has the same creation time and last name, so the batches' boundaries
 * fall inside runs of equal sort keys: only the id tie-break keeps rows from repeating or
 * going missing there.
 */
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, 'globex'));
  globex = row?.id ?? '';
  await t.db.execute(sql`
    insert into mobile_users (company_id, email, first_name, last_name, phone, platform,
      is_active, custom_fields, date_created)
    select ${globex}, 'bulk' || g || '@globex-members.test', 'Bulk', 'Member', '+1666' || g,
      case when g % 3 = 0 then 'android' else 'ios' end, case when g % 10 = 0 then 0 else 1 end,
      jsonb_build_object('Local', (g % 50)::text), timestamptz '2025-01-01 12:00:00.123456+00'
    from generate_series(1, ${GENERATED}) g`);
  token = await t.tokenFor('admin@globex.test');
}, 120_000);
afterAll(() => t.close());

async function exportEmails(payload: object): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/user/mobile-users/download-csv',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode).toBe(200);
  const records: string[][] = parse(response.body, { bom: true });
  return records.slice(1).map((row) => row[0] ?? '');
}

async function liveCount(...where: ReturnType<typeof eq>[]) {
  const [row] = await t.db
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.companyId, globex), eq(u.isDeleted, 0), ...where));
  return row?.n ?? 0;
}

describe('CSV export in batches', () => {
  it('exports every row exactly once across batch boundaries, newest first by default', async () => {
    const total = await liveCount();
    expect(total).toBeGreaterThan(GENERATED);
    expect(total).toBeGreaterThan(3 * CSV_BATCH_SIZE);
    const emails = await exportEmails({});
    expect(emails).toHaveLength(total);
    expect(new Set(emails).size).toBe(total);
  });

  it('keeps every row once when sorted by a column with long runs of ties', async () => {
    const emails = await exportEmails({ sortField: 'lastname', sortDirection: 'desc' });
    expect(emails).toHaveLength(await liveCount());
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('applies the filter over every batch', async () => {
    const emails = await exportEmails({ userStatus: 'active', platForm: 'android' });
    expect(emails).toHaveLength(await liveCount(eq(u.isActive, 1), eq(u.platform, 'android')));
    expect(new Set(emails).size).toBe(emails.length);
  });

  it("walks every company in a platform admin's export, in both directions", async () => {
    const headers = bearer(await t.tokenFor('super@tidings.test'));
    const [all] = await t.db.select({ n: count() }).from(u).where(eq(u.isDeleted, 0));
    for (const sortDirection of ['asc', 'desc']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/mobile-users/download-csv',
        headers,
        payload: { sortDirection },
      });
      const records: string[][] = parse(response.body, { bom: true });
      const emails = records.slice(1).map((row) => row[0] ?? '');
      expect(emails).toHaveLength(all?.n ?? 0);
      expect(new Set(emails).size).toBe(emails.length);
    }
  });

  it('stops cleanly when the download is abandoned mid-way', async () => {
    const scope = {
      kind: 'company' as const,
      adminId: '00000000-0000-0000-0000-000000000000',
      companyId: globex,
      companySlug: 'globex',
    };
    const stream = mobileUsersCsv(t.db, scope, {});
    let chunks = 0;
    for await (const chunk of stream) {
      expect(Buffer.isBuffer(chunk)).toBe(true);
      chunks += 1;
      if (chunks === 2) break;
    }
    expect(stream.destroyed).toBe(true);
    // The batch asked for ahead of time settles after the stream is gone, without a rejection.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});
