import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingSummary, PricingWriteResponse } from '../../../contract/pricing';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { companies } from '../../db/schema/companies';
import { createLocalPayments } from '../../providers/payments/localPayments';
import type { PaymentsProvider } from '../../providers/payments/paymentsProvider';

/** A card over its limit: charges above this many minor units are declined. */
const LIMIT = 5000;
let t: TestApp;
let channel: string;
/** The company whose purchases go through a card (Stripe, as its kind says); the rest local. */
let cardCompany: string | null = null;
beforeAll(async () => {
  let local: ReturnType<typeof createLocalPayments> | null = null;
  t = await createTestApp({
    payments: (companyId) => {
      local ??= createLocalPayments(t.db, 'http://console.test', {
        declines: (amount) => amount > LIMIT,
      });
      const card: PaymentsProvider = { ...local, kind: 'stripe' };
      return Promise.resolve(companyId === cardCompany ? card : local);
    },
  });
  channel = await t.channelOfAdmin('channel@acme.test');
});
afterAll(() => t.close());

async function put(url: string, email = 'admin@acme.test') {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: {},
    headers: bearer(await t.tokenFor(email)),
  });
}
async function summary(email = 'admin@acme.test'): Promise<PricingSummary> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/content-provider/pricing/${channel}`,
    headers: bearer(await t.tokenFor(email)),
  });
  return response.json<{ data: PricingSummary }>().data;
}

describe('pricing-panel purchases through the payments provider', () => {
  it('charges a purchase and keeps the payment reference on the ledger row', async () => {
    const before = await summary();
    const response = await put(`/content-provider/update/offapptextcredits/${channel}/1`);
    expect(response.statusCode).toBe(200);
    const { entry } = response.json<PricingWriteResponse>().data;
    expect(entry.paymentReference).toMatch(/^lpay_/);
    expect((await summary()).purchasedTextCreditsRemaining).toBeGreaterThan(
      before.purchasedTextCreditsRemaining,
    );
  });

  it('adds nothing when the charge fails', async () => {
    const before = await summary();
    // Ten bundles cost more than the card allows.
    const response = await put(`/content-provider/update/offapptextcredits/${channel}/10`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'error_payment_declined' });
    expect(await summary()).toEqual(before);
  });

  it('grants free bundles without charging', async () => {
    const response = await put(
      `/content-provider/update/offapptextcredits/free-purchase/${channel}/10`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PricingWriteResponse>().data.entry.paymentReference).toBeNull();
  });

  it("a channel admin buys only through the organisation's card, charged at once", async () => {
    const local = await put(
      `/content-provider/update/offapptextcredits/${channel}/1`,
      'channel@acme.test',
    );
    expect(local.statusCode).toBe(409);
    expect(local.json()).toMatchObject({ code: 'error_card_payments_required' });
    expect(await summary('channel@acme.test')).toMatchObject({
      payments: 'local',
      canPurchase: false,
    });

    const [acme] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyId, 'acme'));
    cardCompany = acme?.id ?? null;
    try {
      const before = await summary('channel@acme.test');
      expect(before).toMatchObject({ payments: 'stripe', canPurchase: true, canChangePlan: true });
      const bought = await put(
        `/content-provider/update/offapptextcredits/${channel}/1`,
        'channel@acme.test',
      );
      expect(bought.statusCode).toBe(200);
      const { entry } = bought.json<PricingWriteResponse>().data;
      expect(entry).toMatchObject({ paid: true });
      expect(entry.paymentReference).toMatch(/^lpay_/);
      expect((await summary('channel@acme.test')).purchasedTextCreditsRemaining).toBeGreaterThan(
        before.purchasedTextCreditsRemaining,
      );
    } finally {
      cardCompany = null;
    }
  });
});
