import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import { companies } from '../../db/schema/companies';
import { loadSendingChannel, spendCredits } from '../delivery/public';
import {
  addOccurrence,
  addUser,
  channelRow,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
  manualClock,
  receiptChannels,
} from '../delivery/testKit';
import { rollCreditMonth, writeLedger, type LedgerWrite } from './ledgerRepository';
import { planTermsOf } from './planTermsRepository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const write = (
  companyId: string,
  channelId: string,
  now: Date,
  extra: Partial<LedgerWrite> = {},
): LedgerWrite => ({
  channelId,
  companyId,
  adminId: null,
  reason: 'purchase',
  paid: true,
  priceMinor: 1500,
  currency: 'usd',
  idempotencyKey: null,
  now,
  ...extra,
});

/** The ledger's sums next to the balances it keeps. */
async function sums(channelId: string, now: Date) {
  const [row] = await selectRows<Record<string, unknown>>(
    database.db,
    sql`select
        (select coalesce(sum(change), 0)::int from channel_credit_ledger
          where channel_id = ${channelId} and kind = 'app_users') as app_users,
        (select coalesce(sum(change), 0)::int from channel_credit_ledger
          where channel_id = ${channelId} and kind in ('text_credits', 'plan')) as credits`,
  );
  const channel = await channelRow(database.db, channelId);
  const loaded = await loadSendingChannel(database.db, channel.companyId, channelId, now);
  return {
    ledgerAppUsers: Number(row?.app_users),
    appUsers: channel.purchasedAppUsers,
    ledgerCredits: Number(row?.credits),
    credits: loaded?.creditsRemaining,
  };
}

async function ledgerRows(channelId: string) {
  return selectRows<{ reason: string; change: number; balance_after: number; message_id: string }>(
    database.db,
    sql`select reason, change, balance_after, message_id::text from channel_credit_ledger
      where channel_id = ${channelId} order by created_at, balance_after desc`,
  );
}

describe('the credit ledger', () => {
  it('keeps the balances: purchases, grants, a plan and spends all sum to them', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const now = new Date('2026-03-10T12:00:00Z');
    await writeLedger(db, write(company, channel, now), { kind: 'app_users', change: 200 });
    await writeLedger(db, write(company, channel, now, { reason: 'grant', paid: false }), {
      kind: 'app_users',
      change: 100,
    });
    await writeLedger(db, write(company, channel, now), { kind: 'text_credits', change: 500 });
    const plan = await writeLedger(db, write(company, channel, now, { reason: 'plan_change' }), {
      kind: 'plan',
      plan: await planTermsOf(db, 'starter'),
    });
    expect(plan).toMatchObject({ replayed: false });
    if ('refused' in plan) throw new Error(`the plan change was refused: ${plan.refused}`);
    expect(plan.entry).toMatchObject({
      kind: 'plan',
      plan: 'Starter',
      change: 500,
      balanceAfter: 1000,
    });
    expect(
      await spendCredits(db, { companyId: company, channelId: channel }, 700, {
        messageId: null,
        occurrenceId: null,
        now,
      }),
    ).toBe(true);
    const row = await channelRow(db, channel);
    // The month's allowance goes first, then the purchased credits.
    expect(row.offAppTextCreditsUsedCurrentMonth).toBe(500);
    expect(row.purchasedOffAppTextCreditsRemaining).toBe(300);
    expect(row.pricePlan).toBe('starter');
    expect(await sums(channel, now)).toEqual({
      ledgerAppUsers: 300,
      appUsers: 300,
      ledgerCredits: 300,
      credits: 300,
    });
    // A downgrade takes the month's allowance away; what was used stays used.
    await writeLedger(db, write(company, channel, now, { reason: 'plan_change' }), {
      kind: 'plan',
      plan: await planTermsOf(db, 'free'),
    });
    expect(await sums(channel, now)).toMatchObject({ ledgerCredits: 300, credits: 300 });
  });

  it('refuses a spend larger than the balance, changing nothing', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const now = new Date('2026-03-10T12:00:00Z');
    await writeLedger(db, write(company, channel, now), { kind: 'text_credits', change: 5 });
    const spend = (n: number) =>
      spendCredits(db, { companyId: company, channelId: channel }, n, {
        messageId: null,
        occurrenceId: null,
        now,
      });
    expect(await spend(6)).toBe(false);
    expect((await channelRow(db, channel)).purchasedOffAppTextCreditsRemaining).toBe(5);
    expect(await ledgerRows(channel)).toHaveLength(1);
    expect(await spend(5)).toBe(true);
    expect(await spend(1)).toBe(false);
    expect((await channelRow(db, channel)).purchasedOffAppTextCreditsRemaining).toBe(0);
  });

  it('counts a retried write once and answers as the first; refuses the key for another change', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const now = new Date('2026-03-10T12:00:00Z');
    const keyed = write(company, channel, now, { idempotencyKey: 'retry-key-1' });
    const first = await writeLedger(db, keyed, { kind: 'text_credits', change: 500 });
    const again = await writeLedger(db, keyed, { kind: 'text_credits', change: 500 });
    if ('refused' in first) throw new Error(`the first write was refused: ${first.refused}`);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await writeLedger(db, keyed, { kind: 'text_credits', change: 1000 })).toEqual({
      refused: 'idempotency_key_reused',
    });
    expect((await channelRow(db, channel)).purchasedOffAppTextCreditsRemaining).toBe(500);
  });

  it("resets the month's allowance at the month's start in the company's time zone, once", async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db
      .update(companies)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(companies.id, company));
    const channel = await createChannel(db, company, {});
    const march = new Date('2026-03-31T12:00:00Z');
    await writeLedger(db, write(company, channel, march, { reason: 'plan_change' }), {
      kind: 'plan',
      plan: await planTermsOf(db, 'starter'),
    });
    await writeLedger(db, write(company, channel, march), { kind: 'text_credits', change: 50 });
    await spendCredits(db, { companyId: company, channelId: channel }, 200, {
      messageId: null,
      occurrenceId: null,
      now: march,
    });
    // 05:00 UTC on 1 April is still 31 March in Los Angeles: nothing resets.
    const lateMarch = new Date('2026-04-01T05:00:00Z');
    await rollCreditMonth(db, channel, lateMarch);
    expect((await channelRow(db, channel)).offAppTextCreditsUsedCurrentMonth).toBe(200);
    expect((await loadSendingChannel(db, company, channel, lateMarch))?.creditsRemaining).toBe(350);

    // 08:00 UTC is April there. A read sees the new month before anything rolls it over.
    const april = new Date('2026-04-01T08:00:00Z');
    expect((await loadSendingChannel(db, company, channel, april))?.creditsRemaining).toBe(550);
    await rollCreditMonth(db, channel, april);
    await rollCreditMonth(db, channel, new Date('2026-04-20T08:00:00Z'));
    const row = await channelRow(db, channel);
    expect(row.offAppTextCreditsUsedCurrentMonth).toBe(0);
    expect(row.creditsMonth).toBe('2026-04');
    const resets = (await ledgerRows(channel)).filter((r) => r.reason === 'month_reset');
    expect(resets).toEqual([expect.objectContaining({ change: 200, balance_after: 550 })]);
    expect(await sums(channel, april)).toMatchObject({ ledgerCredits: 550, credits: 550 });
  });

  it('follows the company zone: Tokyo starts April before Los Angeles does', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db.update(companies).set({ timeZone: 'Asia/Tokyo' }).where(eq(companies.id, company));
    const channel = await createChannel(db, company, {});
    const march = new Date('2026-03-20T12:00:00Z');
    await writeLedger(db, write(company, channel, march, { reason: 'plan_change' }), {
      kind: 'plan',
      plan: await planTermsOf(db, 'starter'),
    });
    await spendCredits(db, { companyId: company, channelId: channel }, 100, {
      messageId: null,
      occurrenceId: null,
      now: march,
    });
    // 16:00 UTC on 31 March is 01:00 on 1 April in Tokyo.
    await rollCreditMonth(db, channel, new Date('2026-03-31T16:00:00Z'));
    expect((await channelRow(db, channel)).offAppTextCreditsUsedCurrentMonth).toBe(0);
  });

  it("the fan-out's first batch of a new month starts it, and spends the new allowance", async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true });
    const march = new Date('2026-03-20T12:00:00Z');
    await writeLedger(db, write(company, channel, march, { reason: 'plan_change' }), {
      kind: 'plan',
      plan: await planTermsOf(db, 'starter'),
    });
    await spendCredits(db, { companyId: company, channelId: channel }, 500, {
      messageId: null,
      occurrenceId: null,
      now: march,
    });
    for (let i = 0; i < 3; i++)
      await addUser(db, company, { follows: [channel], registered: false, phone: `+1555200${i}` });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const april = new Date('2026-04-01T09:00:00Z');
    const occurrence = await addOccurrence(db, message, april);
    await deliverDue(db, april);
    const channels = [...(await receiptChannels(db, occurrence)).values()];
    expect(channels).toEqual(['sms', 'sms', 'sms']);
    const row = await channelRow(db, channel);
    expect([
      row.offAppTextCreditsUsedCurrentMonth,
      row.purchasedOffAppTextCreditsRemaining,
    ]).toEqual([3, 0]);
    expect((await ledgerRows(channel)).map((r) => r.reason)).toEqual([
      'plan_change',
      'send',
      'month_reset',
      'send',
    ]);
    expect(await sums(channel, april)).toMatchObject({ ledgerCredits: 497, credits: 497 });
  });

  it('the fan-out writes a send row per batch, spends the balance exactly and clips at zero', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true });
    const clock = manualClock('2026-03-02T15:00:00Z');
    await writeLedger(db, write(company, channel, clock.clock()), {
      kind: 'text_credits',
      change: 4,
    });
    for (let i = 0; i < 7; i++)
      await addUser(db, company, { follows: [channel], registered: false, phone: `+1555100${i}` });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const occurrence = await addOccurrence(db, message, clock.clock());
    await deliverDue(db, clock.clock(), 3);
    const channels = [...(await receiptChannels(db, occurrence)).values()];
    expect(channels.filter((c) => c === 'sms')).toHaveLength(4);
    const sends = (await ledgerRows(channel)).filter((r) => r.reason === 'send');
    // Three in the first batch, the last one in the second; the third batch spends nothing.
    expect(sends.map((r) => [r.change, r.balance_after])).toEqual([
      [-3, 1],
      [-1, 0],
    ]);
    expect(sends.every((r) => r.message_id === message)).toBe(true);
    expect(await sums(channel, clock.clock())).toMatchObject({ ledgerCredits: 0, credits: 0 });
  });
});
