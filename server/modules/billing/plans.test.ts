import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricePlanItem } from '../../../contract/billing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, caller, dataOf } from './testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const plan = (code: string, name = 'Pro') => ({
  code,
  name,
  description: 'For large channels.',
  amount: 9900,
  currency: 'USD',
  interval: 'year',
  includedAppUsers: 5000,
  monthlyTextCredits: 1000,
  appUserBundleSize: 250,
  appUserBundlePrice: 2000,
  textCreditBundleSize: 1000,
  textCreditBundlePrice: 2500,
  active: true,
});

describe('price plans', () => {
  it('holds the four plans channels are priced by, cheapest first, for every organization', async () => {
    for (const email of [ACME, GLOBEX, SUPER]) {
      const response = await call(email, 'GET', '/price_plans/acme');
      expect(response.statusCode).toBe(200);
      expect(dataOf<PricePlanItem[]>(response).map((item) => item.code)).toEqual([
        'free',
        'starter',
        'growth',
        'enterprise',
      ]);
    }
    const [, starter] = dataOf<PricePlanItem[]>(await call(ACME, 'GET', '/price_plans/acme'));
    expect(starter).toMatchObject({
      amount: 4900,
      currency: 'usd',
      interval: 'month',
      includedAppUsers: 1000,
      monthlyTextCredits: 500,
    });
    expect((await call(CHANNEL, 'GET', '/price_plans/acme')).statusCode).toBe(403);
  });

  it('lets a platform admin create, read, change and delete a plan', async () => {
    const created = await call(SUPER, 'POST', '/price_plans', { payload: plan('pro') });
    expect(created.statusCode).toBe(200);
    const item = dataOf<PricePlanItem>(created);
    expect(item).toMatchObject({ code: 'pro', currency: 'usd', interval: 'year', amount: 9900 });
    expect(dataOf(await call(ACME, 'GET', `/price_plans/plan/${item._id}`))).toEqual(item);
    const changed = await call(SUPER, 'PUT', `/price_plans/${item._id}`, {
      payload: { ...plan('pro', 'Pro plus'), active: false },
    });
    expect(dataOf<PricePlanItem>(changed)).toMatchObject({ name: 'Pro plus', active: false });
    expect((await call(SUPER, 'DELETE', `/price_plans/${item._id}`)).statusCode).toBe(200);
    expect((await call(SUPER, 'GET', `/price_plans/plan/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses a code already used, a blank name and a company admin writing', async () => {
    const taken = await call(SUPER, 'POST', '/price_plans', { payload: plan('starter') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'error_price_plan_exists' });
    const blank = await call(SUPER, 'POST', '/price_plans', { payload: plan('blank', '   ') });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation_error' });
    const badCode = await call(SUPER, 'POST', '/price_plans', { payload: plan('Not A Code') });
    expect(badCode.statusCode).toBe(400);
    const byCompany = await call(ACME, 'POST', '/price_plans', { payload: plan('mine') });
    expect(byCompany.statusCode).toBe(403);
    const list = dataOf<PricePlanItem[]>(await call(SUPER, 'GET', '/price_plans/All'));
    expect(list.map((item) => item.code)).not.toContain('mine');
    expect(list.map((item) => item.code)).not.toContain('blank');
  });
});
