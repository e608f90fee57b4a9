import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount, MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, messagesTestKit, type MessagesTestKit } from './testKit';

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
