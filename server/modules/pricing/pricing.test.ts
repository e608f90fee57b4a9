import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LedgerResponse,
  PricingSummaryResponse,
  PricingWriteResponse,
} from '../../../contract/pricing';
import { BUNDLES } from '../../../contract/pricingPlans';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let channelA: string;
let channelB: string;
beforeAll(async () => {
  t = await createTestApp();
  channelA = await t.channelOfAdmin('channel@acme.test');
  channelB = await t.channelOfAdmin('channel5@acme.test');
});
afterAll(() => t.close());

async function call(
  email: string,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...bearer(await t.tokenFor(email)), ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const summaryOf = async (email: string, channel: string) => {
  const { status, body } = await call(email, 'GET', `/content-provider/pricing/${channel}`);
  expect(status).toBe(200);
  return (body as unknown as PricingSummaryResponse).data;
};

const ledgerOf = async (channel: string, query = '') => {
  const { body } = await call(
    'admin@acme.test',
    'GET',
    `/content-provider/ledger/${channel}${query}`,
  );
  return (body as unknown as LedgerResponse).data;
};

describe('channel pricing', () => {
  it('a company admin buys text credits: the balance, the ledger and the audit log show it', async () => {
    const before = await summaryOf('admin@acme.test', channelA);
    const { status, body } = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/offapptextcredits/${channelA}/2`,
      {},
    );
    expect(status).toBe(200);
    const { entry, summary, replayed } = (body as unknown as PricingWriteResponse).data;
    expect(replayed).toBe(false);
    expect(entry).toMatchObject({
      kind: 'text_credits',
      reason: 'purchase',
      change: 2 * BUNDLES.text_credits.size,
      paid: true,
      priceMinor: 2 * BUNDLES.text_credits.priceMinor,
      currency: 'usd',
      // Charged through the local payments provider (billing), which names its payment.
      paymentReference: expect.stringMatching(/^lpay_/) as unknown,
    });
    expect(entry.adminName).toBeTruthy();
    expect(summary.purchasedTextCreditsRemaining).toBe(
      before.purchasedTextCreditsRemaining + 2 * BUNDLES.text_credits.size,
    );
    expect(summary.textCreditsRemaining).toBe(before.textCreditsRemaining + 1000);
    expect(entry.balanceAfter).toBe(summary.textCreditsRemaining);
    const ledger = await ledgerOf(channelA, '?limit=1');
    expect(ledger.entries).toEqual([entry]);
    const [audited] = await selectRows<{ target_type: string; target_id: string }>(
      t.db,
      sql`select target_type, target_id::text from audit_log
        where route like '/content-provider/update/offapptextcredits/%' order by at desc limit 1`,
    );
    expect(audited).toEqual({ target_type: 'channel', target_id: channelA });
  });

  it('a retried purchase with the same key counts once and answers as the first', async () => {
    const before = await summaryOf('admin@acme.test', channelA);
    const url = `/content-provider/update/appusers/${channelA}/3`;
    const first = await call(
      'admin@acme.test',
      'PUT',
      url,
      {},
      { 'idempotency-key': 'buy-3-app-users' },
    );
    const again = await call('admin@acme.test', 'PUT', url, { idempotencyKey: 'buy-3-app-users' });
    expect([first.status, again.status]).toEqual([200, 200]);
    const a = (first.body as unknown as PricingWriteResponse).data;
    const b = (again.body as unknown as PricingWriteResponse).data;
    expect(b.entry).toEqual(a.entry);
    expect(b.replayed).toBe(true);
    expect(b.summary.purchasedAppUsers).toBe(before.purchasedAppUsers + 300);
    expect(b.summary.appUsersAllowed).toBe(before.appUsersAllowed + 300);
    // The same key for another purchase is refused.
    const other = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/appusers/${channelA}/1`,
      {
        idempotencyKey: 'buy-3-app-users',
      },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('error_idempotency_key_reused');
  });

  it('changes the plan: a plan row, and the monthly allowance it gives', async () => {
    const { status, body } = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/updatepriceplan/${channelB}/growth`,
      {},
    );
    expect(status).toBe(200);
    const { entry, summary } = (body as unknown as PricingWriteResponse).data;
    expect(summary.pricePlan).toBe('growth');
    expect(summary.textCreditsMonth).toBe(2500);
    // The ledger names the plan, not its code.
    expect(entry).toMatchObject({ kind: 'plan', reason: 'plan_change', plan: 'Growth' });
    const again = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/updatepriceplan/${channelB}/growth`,
      {},
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('error_plan_unchanged');
  });

  it('a channel admin buys nothing while the organisation takes no card payments, grants nothing and prices no other channel', async () => {
    const before = await summaryOf('channel@acme.test', channelA);
    expect(before).toMatchObject({
      payments: 'local',
      canPurchase: false,
      canGrant: false,
      canChangePlan: false,
    });
    for (const url of [
      `/content-provider/update/appusers/${channelA}/1`,
      `/content-provider/update/offapptextcredits/${channelA}/100`,
      `/content-provider/update/updatepriceplan/${channelA}/enterprise`,
    ]) {
      const refused = await call('channel@acme.test', 'PUT', url, {});
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('error_card_payments_required');
    }
    const after = await summaryOf('channel@acme.test', channelA);
    expect(after).toEqual(before);
    const grant = await call(
      'channel@acme.test',
      'PUT',
      `/content-provider/update/appusers/free-purchase/${channelA}/1`,
      {},
    );
    expect(grant.status).toBe(403);
    const other = await call(
      'channel@acme.test',
      'PUT',
      `/content-provider/update/appusers/${channelB}/1`,
      {},
    );
    expect(other.status).toBe(404);
    const sub = await call('subadmin@acme.test', 'GET', `/content-provider/pricing/${channelA}`);
    expect(sub.status).toBe(403);
  });

  it('an organisation admin grants bundles free: not paid, no price', async () => {
    const { status, body } = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/offapptextcredits/free-purchase/${channelA}/1`,
      {},
    );
    expect(status).toBe(200);
    expect((body as unknown as PricingWriteResponse).data.entry).toMatchObject({
      reason: 'grant',
      paid: false,
      priceMinor: 0,
      change: BUNDLES.text_credits.size,
    });
    expect((await summaryOf('admin@acme.test', channelA)).canGrant).toBe(true);
  });

  it("a globex admin can neither read nor price acme's channel", async () => {
    const before = await summaryOf('admin@acme.test', channelA);
    for (const [method, url] of [
      ['GET', `/content-provider/pricing/${channelA}`],
      ['GET', `/content-provider/ledger/${channelA}`],
      ['PUT', `/content-provider/update/offapptextcredits/${channelA}/1`],
      ['PUT', `/content-provider/update/appusers/free-purchase/${channelA}/1`],
      ['PUT', `/content-provider/update/updatepriceplan/${channelA}/enterprise`],
    ] as const) {
      const answer = await call(
        'admin@globex.test',
        method,
        url,
        method === 'PUT' ? {} : undefined,
      );
      expect(answer.status, url).toBe(404);
    }
    const after = await summaryOf('admin@acme.test', channelA);
    expect(after).toEqual(before);
  });

  it('refuses a bundle count out of range and a malformed plan with 400, an unknown plan with 404', async () => {
    for (const url of [
      `/content-provider/update/offapptextcredits/${channelA}/0`,
      `/content-provider/update/offapptextcredits/${channelA}/101`,
      `/content-provider/update/appusers/${channelA}/two`,
      `/content-provider/update/updatepriceplan/${channelA}/Gold%20Plan`,
    ]) {
      const answer = await call('admin@acme.test', 'PUT', url, {});
      expect(answer.status, url).toBe(400);
    }
    const unknown = await call(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/updatepriceplan/${channelA}/platinum`,
      {},
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found' });
  });

  it('the summary and the profile count a month that has passed as unused, before any reset', async () => {
    await t.db.execute(sql`update content_providers set credits_month = '2000-01',
        off_app_text_credits_used_current_month = off_app_text_credits_month
      where id = ${channelA}`);
    const summary = await summaryOf('channel@acme.test', channelA);
    expect(summary.textCreditsUsedThisMonth).toBe(0);
    expect(summary.textCreditsRemaining).toBe(
      summary.textCreditsMonth + summary.purchasedTextCreditsRemaining,
    );
    const profile = await call('channel@acme.test', 'GET', '/user/profile');
    expect(profile.body.data).toMatchObject({
      off_app_text_credits_used_current_month: 0,
      off_app_text_credits_remaining: summary.textCreditsMonth,
    });
    // The next write starts the month: a reset row, and the usage is 0 for good.
    await call('admin@acme.test', 'PUT', `/content-provider/update/appusers/${channelA}/1`, {});
    const [row] = await selectRows<{ used: number; month: string }>(
      t.db,
      sql`select off_app_text_credits_used_current_month as used, credits_month as month
        from content_providers where id = ${channelA}`,
    );
    expect(row?.used).toBe(0);
    expect(row?.month).toBe(summary.month);
    const [reset] = (await ledgerOf(channelA, '?limit=2')).entries.filter(
      (e) => e.reason === 'month_reset',
    );
    expect(reset?.change).toBe(summary.textCreditsMonth);
  });

  it('pages the ledger newest first', async () => {
    const all = await ledgerOf(channelA, '?limit=100');
    const first = await ledgerOf(channelA, '?limit=2&offset=0');
    const second = await ledgerOf(channelA, '?limit=2&offset=2');
    expect(first.total).toBe(all.total);
    expect([...first.entries, ...second.entries]).toEqual(all.entries.slice(0, 4));
    const times = all.entries.map((e) => e.dateCreated);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
