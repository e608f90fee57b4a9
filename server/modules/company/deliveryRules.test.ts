import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRules } from '../../../contract/deliveryRules';
import { companies } from '../../db/schema/companies';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(email: string, method: 'GET' | 'PUT', payload?: object, company?: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await t.tokenFor(email, undefined, `10.9.${tokens.size}.1`);
    tokens.set(email, token);
  }
  return t.app.inject({
    method,
    url: '/delivery-rules',
    headers: { ...bearer(token), ...(company ? { companyid: company } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const RULES: DeliveryRules = {
  timeZone: 'America/Chicago',
  quietHours: { start: '21:00', end: '08:00' },
  frequencyCap: { limit: 3, period: 'week' },
};

async function companyRow(slug: string) {
  const [row] = await t.db.select().from(companies).where(eq(companies.companyId, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

describe('/delivery-rules', () => {
  it("saves and answers the company's own zone, quiet hours and cap, and no other's", async () => {
    const globexBefore = await companyRow('globex');
    const saved = await call(ACME, 'PUT', RULES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: DeliveryRules }>().data).toEqual(RULES);
    expect((await call(ACME, 'GET')).json<{ data: DeliveryRules }>().data).toEqual(RULES);
    expect(await companyRow('acme')).toMatchObject({
      timeZone: 'America/Chicago',
      quietHoursStart: 21 * 60,
      quietHoursEnd: 8 * 60,
      frequencyCap: 3,
      frequencyCapPeriod: 'week',
    });

    // Another company's admin reads and writes their own company only.
    const globex = await call(GLOBEX, 'GET');
    expect(globex.json<{ data: DeliveryRules }>().data.timeZone).toBe(globexBefore.timeZone);
    expect(
      (await call(GLOBEX, 'GET', undefined, 'acme')).json<{ data: DeliveryRules }>().data,
    ).not.toEqual(RULES);
    expect((await companyRow('acme')).frequencyCap).toBe(3);

    const cleared = await call(ACME, 'PUT', { ...RULES, quietHours: null, frequencyCap: null });
    expect(cleared.json<{ data: DeliveryRules }>().data).toMatchObject({
      quietHours: null,
      frequencyCap: null,
    });
  });

  it('refuses an unknown zone, empty quiet hours and a cap out of range, changing nothing', async () => {
    const before = await companyRow('acme');
    for (const body of [
      { ...RULES, timeZone: 'Mars/Olympus' },
      { ...RULES, quietHours: { start: '22:00', end: '22:00' } },
      { ...RULES, quietHours: { start: '25:00', end: '08:00' } },
      { ...RULES, frequencyCap: { limit: 0, period: 'day' } },
      { ...RULES, frequencyCap: { limit: 2, period: 'month' } },
    ]) {
      const response = await call(ACME, 'PUT', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
    expect(await companyRow('acme')).toEqual(before);
  });

  it('is refused to channel admins', async () => {
    expect((await call('channel@acme.test', 'GET')).statusCode).toBe(403);
  });
});
