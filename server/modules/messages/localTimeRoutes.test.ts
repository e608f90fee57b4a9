import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount, MessageDetail, MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { toPacificWallTime } from '../../lib/schedule';
import { ACME, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
});
afterAll(() => t.close());

type Sent = { success: true; data: { message: MessageSummary } };

const nextYear = new Date().getUTCFullYear() + 1;

const localTimeSend = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'Good morning',
  push_message: 'The day starts',
  message: '<p>Morning</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  scheduleType: 'once',
  schedule_date: `${nextYear}-06-10`,
  schedule_time: '09:00',
  userTimeZone: 'America/Los_Angeles',
  localTime: true,
  ...overrides,
});

const schedule = (payload: Record<string, unknown>) =>
  k.call(ACME, 'POST', '/messages/schedule', { payload });

describe('POST /messages/schedule with localTime', () => {
  it('stores a local-time send due when the first zone reaches its time', async () => {
    const response = await schedule(localTimeSend());
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message).toMatchObject({
      scheduleType: 'once',
      schedule_date: `${nextYear}-06-10`,
      schedule_time: '09:00',
      localTime: true,
    });
    const stored = await k.message(message._id);
    expect(stored.localTimeSend).toBe(true);
    // 09:00 at UTC+14 is 19:00 UTC the day before.
    expect(stored.nextDueAt?.toISOString()).toBe(`${nextYear}-06-09T19:00:00.000Z`);
    expect(await k.occurrencesOf(message._id)).toEqual([]);
  });

  it('is refused for a repeating schedule', async () => {
    const response = await schedule(
      localTimeSend({ scheduleType: 'daily', schedule_date: undefined }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { field: string }[] }>().details[0]?.field).toBe('localTime');
  });

  it('is refused once the time has come in the first zone, though not in the sender’s', async () => {
    // A wall time 13 hours ahead in UTC came an hour ago at UTC+14.
    const wall = new Date(Date.now() + 13 * 3_600_000).toISOString();
    const when = { schedule_date: wall.slice(0, 10), schedule_time: wall.slice(11, 16) };
    const refused = await schedule(localTimeSend({ ...when, userTimeZone: 'UTC' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'error_schedule_in_past',
      details: [{ field: 'schedule_date' }],
    });
    const inSendersZone = await schedule(
      localTimeSend({ ...when, userTimeZone: 'UTC', localTime: false }),
    );
    expect(inSendersZone.statusCode).toBe(200);
  });

  it('a plain once-schedule says nothing of local time', async () => {
    const response = await schedule(localTimeSend({ localTime: undefined }));
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message.localTime).toBeUndefined();
    expect((await k.message(message._id)).localTimeSend).toBe(false);
  });
});

describe('POST /messages/audience with localAt', () => {
  it('answers the zones the reachable audience spans', async () => {
    const counted = await k.call(ACME, 'POST', '/messages/audience', {
      payload: {
        cpId: primary,
        device: 'all',
        audience: { kind: 'all' },
        localAt: { date: `${nextYear}-06-10`, time: '09:00' },
      },
    });
    expect(counted.statusCode).toBe(200);
    const { zones, push, sms, email } = counted.json<{ data: AudienceCount }>().data;
    if (!zones) throw new Error('no zones in the answer');
    expect(zones.count).toBeGreaterThan(0);
    expect(push + sms + email).toBeGreaterThanOrEqual(zones.count);
    if (!zones.firstAt || !zones.lastAt) throw new Error('no first or last send time');
    expect(Date.parse(zones.firstAt)).toBeLessThanOrEqual(Date.parse(zones.lastAt));
    // Every zone is between UTC+14 and UTC-12 of the wall time.
    expect(Date.parse(zones.firstAt)).toBeGreaterThanOrEqual(
      Date.parse(`${nextYear}-06-09T19:00:00Z`),
    );
    expect(Date.parse(zones.lastAt)).toBeLessThanOrEqual(Date.parse(`${nextYear}-06-10T21:00:00Z`));

    const plain = await k.call(ACME, 'POST', '/messages/audience', {
      payload: { cpId: primary, device: 'all', audience: { kind: 'all' } },
    });
    expect(plain.json<{ data: AudienceCount }>().data.zones).toBeUndefined();
  });
});

describe('the next send of a local-time message', () => {
  it('is, in the history, the detail and the send’s answer, when compose said the first get it', async () => {
    // Acme's users in Tokyo (UTC+9) and London: nobody at UTC+14, where the send is due.
    await t.db
      .execute(sql`update mobile_users set time_zone = case when abs(hashtext(id::text)) % 2 = 0
        then 'Asia/Tokyo' else 'Europe/London' end
      where company_id = (select id from companies where company_id = 'acme')`);
    const localAt = { date: `${nextYear}-06-10`, time: '09:00' };
    const counted = await k.call(ACME, 'POST', '/messages/audience', {
      payload: { cpId: primary, device: 'all', audience: { kind: 'all' }, localAt },
    });
    const firstAt = counted.json<{ data: AudienceCount }>().data.zones?.firstAt;
    if (!firstAt) throw new Error('compose named no first send time');
    // 09:00 in Tokyo, not at UTC+14 (19:00 UTC the day before).
    expect(firstAt).toBe(`${nextYear}-06-10T00:00:00.000Z`);
    const composed = toPacificWallTime(new Date(firstAt));

    const sent = await schedule(localTimeSend({ title: 'First in Tokyo' }));
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json<Sent>().data;
    expect(message.nextSendAt).toBe(composed);
    // Still due when UTC+14 reaches the time: the engine's own schedule is unchanged.
    expect((await k.message(message._id)).nextDueAt?.toISOString()).toBe(
      `${nextYear}-06-09T19:00:00.000Z`,
    );

    const history = await k.call(ACME, 'GET', `/messages/${primary}?limit=100`);
    const listed = history
      .json<{ data: { messages: MessageSummary[] } }>()
      .data.messages.find((m) => m._id === message._id);
    expect(listed?.nextSendAt).toBe(composed);
    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${message._id}`);
    expect(detail.json<{ data: { message: MessageDetail } }>().data.message.nextSendAt).toBe(
      composed,
    );
    // Another organisation does not see it.
    const other = await k.call(GLOBEX, 'GET', `/messages/acme/message/${message._id}`);
    expect(other.statusCode).not.toBe(200);
  });
});
