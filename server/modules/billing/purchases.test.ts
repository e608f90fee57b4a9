import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingSummary, PricingWriteResponse } from '../../../contract/pricing';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { createLocalPayments } from '../../providers/payments/localPayments';

/** A card over its limit: charges above this many minor units are declined. */
const LIMIT = 5000;
let t: TestApp;
let channel: string;
beforeAll(async () => {
  let local: ReturnType<typeof createLocalPayments> | null = null;
  t = await createTestApp({
    payments: () => {
      local ??= createLocalPayments(t.db, 'http://console.test', {
        declines: (amount) => amount > LIMIT,
      });
      return Promise.resolve(local);
    },
  });
  channel = await t.channelOfAdmin('channel@acme.test');
});
afterAll(() => t.close());

async function put(url: string) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: {},
    headers: bearer(await t.tokenFor('admin@acme.test')),
  });
}
async function summary(): Promise<PricingSummary> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/content-provider/pricing/${channel}`,
    headers: bearer(await t.tokenFor('admin@acme.test')),
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
});
