import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricePlanItem } from '../../../contract/billing';
import type { PricingSummary, PricingWriteResponse } from '../../../contract/pricing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, SUPER, caller, dataOf } from '../billing/testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let channel: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  channel = await t.channelOfAdmin('channel@acme.test');
});
afterAll(() => t.close());

/** A plan of the platform's own, unlike any the contract states. */
const campus = {
  code: 'campus',
  name: 'Campus',
  description: 'For student unions.',
  amount: 12000,
  currency: 'EUR',
  interval: 'year',
  includedAppUsers: 3000,
  monthlyTextCredits: 750,
  appUserBundleSize: 300,
  appUserBundlePrice: 2400,
  textCreditBundleSize: 250,
  textCreditBundlePrice: 900,
  active: true,
};

const summary = async () =>
  dataOf<PricingSummary>(await call(ACME, 'GET', `/content-provider/pricing/${channel}`));
const write = async (url: string) => {
  const response = await call(ACME, 'PUT', url, { payload: {} });
  return { status: response.statusCode, data: dataOf<PricingWriteResponse['data']>(response) };
};

describe("the pricing panel reads the platform's price plans", () => {
  let planId = '';

  it('offers a plan made at /priceplans, and a channel moved to it gets its allowance', async () => {
    const made = await call(SUPER, 'POST', '/price_plans', { payload: campus });
    expect(made.statusCode).toBe(200);
    planId = dataOf<PricePlanItem>(made)._id;
    expect((await summary()).plans.map((plan) => plan.code)).toContain('campus');

    const moved = await write(`/content-provider/update/updatepriceplan/${channel}/campus`);
    expect(moved.status).toBe(200);
    expect(moved.data.entry).toMatchObject({
      plan: 'Campus',
      priceMinor: 12000,
      currency: 'eur',
      paymentReference: expect.stringMatching(/^lpay_/) as unknown,
    });
    expect(moved.data.summary).toMatchObject({
      pricePlan: 'campus',
      textCreditsMonth: 750,
      plan: { name: 'Campus', interval: 'year', textCreditBundle: { size: 250, price: 900 } },
    });
  });

  it("sells bundles at the channel's plan's size and price", async () => {
    const before = await summary();
    const bought = await write(`/content-provider/update/appusers/${channel}/2`);
    expect(bought.status).toBe(200);
    expect(bought.data.entry).toMatchObject({ change: 600, priceMinor: 4800, currency: 'eur' });
    expect(bought.data.summary.appUsersAllowed).toBe(before.appUsersAllowed + 600);
  });

  it('keeps a channel on a withdrawn plan on its terms, and offers the plan to no one else', async () => {
    const withdrawn = await call(SUPER, 'PUT', `/price_plans/${planId}`, {
      payload: { ...campus, active: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    const own = await summary();
    expect(own.plan).toMatchObject({ code: 'campus', monthlyTextCredits: 750 });
    expect(own.plans.map((plan) => plan.code)).toContain('campus');

    const other = await t.channelOfAdmin('channel5@acme.test');
    const refused = await call(
      ACME,
      'PUT',
      `/content-provider/update/updatepriceplan/${other}/campus`,
      { payload: {} },
    );
    expect(refused.statusCode).toBe(404);
    const otherSummary = dataOf<PricingSummary>(
      await call(ACME, 'GET', `/content-provider/pricing/${other}`),
    );
    expect(otherSummary.plans.map((plan) => plan.code)).not.toContain('campus');
  });
});
