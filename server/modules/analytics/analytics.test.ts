import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engagementRates,
  sumEngagement,
  type CreditsReport,
  type EngagementReport,
  type MessageCurve,
} from '../../../contract/analytics';
import type { MessageDelivery } from '../../../contract/messageDelivery';
import type { MessageDetailResponse } from '../../../contract/messages';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from '../delivery/testKit';

let t: TestApp;
const PLATFORM = 'super@tidings.test';
const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL_ADMIN = 'channel@acme.test';

/** A company of the test's own, with two messages sent on two days through every channel. */
const world = {
  slug: '',
  company: '',
  channel: '',
  other: '',
  messages: [] as string[],
  receipts: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  world.slug = `an${randomUUID().slice(0, 6)}`;
  world.company = await createCompany(db, world.slug);
  world.channel = await createChannel(db, world.company, {
    sms: true,
    email: true,
    creditsMonth: 9,
  });
  world.other = await createChannel(db, world.company, {});
  const follows = [world.channel];
  for (let i = 0; i < 4; i++) await addUser(db, world.company, { follows });
  await addUser(db, world.company, { follows, registered: false, phone: '+15550201' });
  await addUser(db, world.company, { follows, registered: false, phone: '+15550202' });
  await addUser(db, world.company, { follows, registered: false, email: 'an@example.test' });
  const first = await createMessage(db, {
    companyId: world.company,
    contentProviderId: world.channel,
    enableFeedback: true,
  });
  const second = await createMessage(db, {
    companyId: world.company,
    contentProviderId: world.channel,
    type: 'Discount',
    isReadRequired: true,
  });
  world.messages = [first, second];
  await addOccurrence(db, first, new Date('2026-03-02T09:00:00Z'));
  await addOccurrence(db, second, new Date('2026-03-04T09:00:00Z'));
  await deliverDue(db, new Date('2026-03-04T09:00:01Z'));
  const receipts = await selectRows(
    db,
    sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      where o.message_id in (${first}, ${second}) and r.channel = 'push' order by r.id`,
  );
  world.receipts = receipts.map((row) => String(row.id));
  // The first message: two open, one answers yes, one no. The second: one confirms.
  const [a, b, c] = await selectRows(
    db,
    sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      where o.message_id = ${first} and r.channel = 'push' order by r.id`,
  );
  const [d] = await selectRows(
    db,
    sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      where o.message_id = ${second} and r.channel = 'push' order by r.id`,
  );
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  await call('GET', `/api/channel/sms/update/status/${String(a?.id)}`);
  await call('POST', `/api/channel/sms/update/feedback/${String(b?.id)}`, { feedback: 1 });
  await call('POST', `/api/channel/sms/update/feedback/${String(c?.id)}`, { feedback: 0 });
  await call('GET', `/api/channel/sms/update/read-response/${String(d?.id)}`);
  // What the providers answered for the first message's pushes.
  await db.execute(sql`insert into delivery_progress (occurrence_id, channel, outcome, shard, n,
      first_at, last_at)
    select o.id, 'push', x.outcome, 3, x.n, now(), now()
    from message_occurrences o, (values ('sent', 3), ('failed:timeout', 1)) x(outcome, n)
    where o.message_id = ${first}`);
});
afterAll(() => t.close());

const get = async (email: string, url: string, company?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(await t.tokenFor(email)), ...(company ? { companyid: company } : {}) },
  });

const dataOf = <T>(response: { statusCode: number; body: string; json: () => unknown }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

const RANGE = 'from=2026-03-01&to=2026-03-31';

describe('the engagement report', () => {
  it('counts each day by delivery channel and type, with the messages sent once a day', async () => {
    const report = dataOf<EngagementReport>(
      await get(PLATFORM, `/analytics/engagement?${RANGE}`, world.slug),
    );
    expect(report.periods).toHaveLength(31);
    expect(report.sends).toEqual([
      { period: '2026-03-02', messageType: 'Regular Message', sends: 1 },
      { period: '2026-03-04', messageType: 'Discount', sends: 1 },
    ]);
    const day = (period: string, channel: string) =>
      report.rows.find((r) => r.period === period && r.deliveryChannel === channel);
    expect(day('2026-03-02', 'push')).toMatchObject({
      messageType: 'Regular Message',
      sends: 1,
      recipients: 4,
      handed: 3,
      failed: 1,
      opened: 3,
      confirmed: 1,
      feedbackYes: 1,
      feedbackNo: 1,
    });
    expect(day('2026-03-02', 'sms')).toMatchObject({ sends: 1, recipients: 2, opened: 0 });
    expect(day('2026-03-02', 'email')).toMatchObject({ sends: 1, recipients: 1 });
    expect(day('2026-03-04', 'push')).toMatchObject({
      messageType: 'Discount',
      recipients: 4,
      opened: 1,
      confirmed: 1,
    });
    const totals = sumEngagement(report.rows);
    expect(engagementRates(totals)).toEqual({
      openRate: Math.round((4 / 14) * 1000) / 10,
      confirmationRate: Math.round((2 / 14) * 1000) / 10,
    });

    const weekly = dataOf<EngagementReport>(
      await get(PLATFORM, `/analytics/engagement?${RANGE}&interval=week`, world.slug),
    );
    expect(weekly.periods[0]).toBe('2026-02-23');
    expect(weekly.sends).toEqual([
      { period: '2026-03-02', messageType: 'Discount', sends: 1 },
      { period: '2026-03-02', messageType: 'Regular Message', sends: 1 },
    ]);
    expect(sumEngagement(weekly.rows)).toEqual(totals);
  });

  it("agrees with each message's figures in the history and on its delivery page", async () => {
    const report = dataOf<EngagementReport>(
      await get(PLATFORM, `/analytics/engagement?${RANGE}`, world.slug),
    );
    const totals = sumEngagement(report.rows);
    const fromMessages = {
      recipients: 0,
      opened: 0,
      confirmed: 0,
      yes: 0,
      no: 0,
      handed: 0,
      failed: 0,
    };
    for (const id of world.messages) {
      const detail = dataOf<MessageDetailResponse['data']>(
        await get(PLATFORM, `/messages/${world.slug}/message/${id}`, world.slug),
      );
      fromMessages.recipients += detail.counts.total;
      fromMessages.opened += detail.counts.total - detail.counts.notOpened;
      fromMessages.confirmed += detail.counts.openedConfirmed;
      fromMessages.yes += detail.counts.feedbackYes;
      fromMessages.no += detail.counts.feedbackNo;
      const delivery = dataOf<MessageDelivery>(
        await get(PLATFORM, `/message/delivery/${id}`, world.slug),
      );
      fromMessages.handed += delivery.totals.sent;
      fromMessages.failed += delivery.totals.failed;
    }
    expect(fromMessages).toEqual({
      recipients: totals.recipients,
      opened: totals.opened,
      confirmed: totals.confirmed,
      yes: totals.feedbackYes,
      no: totals.feedbackNo,
      handed: totals.handed,
      failed: totals.failed,
    });
    expect(totals.recipients).toBe(14);
  });

  it('gives the credits spent per month and channel from the ledger', async () => {
    const credits = dataOf<CreditsReport>(
      await get(PLATFORM, `/analytics/credits?${RANGE}`, world.slug),
    );
    expect(
      credits.months.map(({ month, channelID, spent }) => ({ month, channelID, spent })),
    ).toEqual([{ month: '2026-03', channelID: world.channel, spent: 4 }]);
    expect(credits.months[0]?.channelName).toMatch(/^Channel /);
  });

  it("draws a message's opens and confirmations by hour since sending", async () => {
    const [first] = world.messages;
    const curve = dataOf<MessageCurve>(
      await get(PLATFORM, `/analytics/messages/${first ?? ''}/curve`, world.slug),
    );
    expect(curve).toMatchObject({ recipients: 7, opened: 3, confirmed: 1 });
    expect(curve.sentAt).toBe('2026-03-04T09:00:01.000Z');
    const opened = curve.hours.reduce((sum, h) => sum + h.opened, 0);
    const confirmed = curve.hours.reduce((sum, h) => sum + h.confirmed, 0);
    expect({ opened, confirmed }).toEqual({ opened: 3, confirmed: 1 });
    expect(curve.hours.map((h) => h.hour)).toEqual(curve.hours.map((_, i) => i));
  });

  it('downloads the report as CSV', async () => {
    const response = await get(PLATFORM, `/analytics/engagement.csv?${RANGE}`, world.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'engagement-2026-03-01-to-2026-03-31-by-day.csv',
    );
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Day (UTC),Delivery channel,Message type,Messages sent');
    expect(lines).toContain('2026-03-02,Push,Regular Message,1,4,3,1,3,1,1,1,75,25');
  });

  it('leaves a deleted message out, as the history does', async () => {
    const [, second] = world.messages;
    const token = await t.tokenFor(PLATFORM);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/messages/${second ?? ''}`,
      headers: { ...bearer(token), companyid: world.slug },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const report = dataOf<EngagementReport>(
      await get(PLATFORM, `/analytics/engagement?${RANGE}`, world.slug),
    );
    expect(report.rows.some((r) => r.period === '2026-03-04')).toBe(false);
    expect(report.sends.map((s) => s.period)).toEqual(['2026-03-02']);
  });

  it('refuses a range that is no range', async () => {
    for (const query of [
      'from=2026-03-05&to=2026-03-01',
      'from=2025-01-01&to=2026-03-01',
      'from=2026-02-30',
    ]) {
      const response = await get(ACME, `/analytics/engagement?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('tenant isolation', () => {
  it("gives another organisation's admin nothing of it", async () => {
    const [first] = world.messages;
    for (const url of [
      `/analytics/engagement?${RANGE}&channelID=${world.channel}`,
      `/analytics/engagement.csv?${RANGE}&channelID=${world.channel}`,
      `/analytics/credits?${RANGE}&channelID=${world.channel}`,
      `/analytics/messages/${first ?? ''}/curve`,
    ]) {
      for (const email of [ACME, GLOBEX, CHANNEL_ADMIN]) {
        const response = await get(email, url);
        expect(response.statusCode, `${email} ${url}`).toBe(404);
        expect(response.body).not.toContain(world.channel);
      }
    }
    // Their own reports count none of it.
    const own = dataOf<EngagementReport>(await get(GLOBEX, `/analytics/engagement?${RANGE}`));
    expect(own.sends).toEqual([]);
    const credits = dataOf<CreditsReport>(await get(ACME, `/analytics/credits?${RANGE}`));
    expect(credits.months.some((m) => m.channelID === world.channel)).toBe(false);
  });

  it('is no screen of messaging-only mode', async () => {
    const response = await get('messaging@acme.test', `/analytics/engagement?${RANGE}`);
    expect(response.statusCode).toBe(403);
  });

  it("holds a channel admin to their channel's figures", async () => {
    const mine = await t.channelOfAdmin(CHANNEL_ADMIN);
    // The demo's sends are dated from the day it is seeded: the year up to today holds them.
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const range = `from=${day(364)}&to=${day(0)}`;
    const asChannel = dataOf<EngagementReport>(
      await get(CHANNEL_ADMIN, `/analytics/engagement?${range}`),
    );
    expect(asChannel.channelID).toBe(mine);
    const asCompany = dataOf<EngagementReport>(
      await get(ACME, `/analytics/engagement?${range}&channelID=${mine}`),
    );
    expect(asChannel).toEqual(asCompany);
    const whole = dataOf<EngagementReport>(await get(ACME, `/analytics/engagement?${range}`));
    expect(sumEngagement(whole.rows).recipients).toBeGreaterThan(
      sumEngagement(asChannel.rows).recipients,
    );
    expect(sumEngagement(asChannel.rows).recipients).toBeGreaterThan(0);
  });
});
