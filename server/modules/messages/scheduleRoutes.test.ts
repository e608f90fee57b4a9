import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messages } from '../../db/schema/messages';
import { nextDueAt, zonedWallTimeToUtc } from '../../lib/schedule';
import { ACME, CHANNEL, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

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

const scheduled = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'Weekly reminder',
  push_message: 'Dues are due',
  message: '<p>Dues</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  scheduleType: 'once',
  schedule_date: `${nextYear}-03-08`,
  schedule_time: '02:30',
  userTimeZone: 'America/New_York',
  ...overrides,
});

const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

async function schedule(payload: Record<string, unknown>, email = ACME) {
  return k.call(email, 'POST', '/messages/schedule', { payload });
}

describe('POST /messages/schedule', () => {
  it('stores a once-schedule with its instant in the zone and no occurrence yet', async () => {
    const response = await schedule(scheduled());
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message).toMatchObject({
      scheduleType: 'once',
      schedule_date: `${nextYear}-03-08`,
      schedule_time: '02:30',
      userTimeZone: 'America/New_York',
      status: 1,
    });
    const stored = await k.message(message._id);
    expect(stored.nextDueAt?.toISOString()).toBe(
      zonedWallTimeToUtc(`${nextYear}-03-08`, '02:30', 'America/New_York').toISOString(),
    );
    expect(message.nextSendAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await k.occurrencesOf(message._id)).toEqual([]);
  });

  it('stores weekdays sorted and once each, due on the next chosen day', async () => {
    const response = await schedule(
      scheduled({
        scheduleType: 'weekdays',
        schedule_date: undefined,
        schedule_days: [5, 1, 5],
        schedule_time: '09:00',
        userTimeZone: 'Europe/Berlin',
      }),
    );
    expect(response.statusCode).toBe(200);
    const stored = await k.message(response.json<Sent>().data.message._id);
    expect(stored.scheduleDays).toEqual([1, 5]);
    const expected = nextDueAt(
      {
        scheduleType: 'weekdays',
        scheduleDate: null,
        scheduleTime: '09:00',
        scheduleDays: [1, 5],
        timeZone: 'Europe/Berlin',
      },
      stored.dateCreated,
    );
    expect(stored.nextDueAt?.toISOString()).toBe(expected?.toISOString());
  });

  it('schedules daily from the time it is stored', async () => {
    const response = await schedule(
      scheduled({
        scheduleType: 'daily',
        schedule_date: undefined,
        userTimeZone: 'Australia/Sydney',
      }),
      CHANNEL,
    );
    expect(response.statusCode).toBe(200);
    const stored = await k.message(response.json<Sent>().data.message._id);
    expect(stored.scheduleType).toBe('daily');
    expect(stored.nextDueAt).not.toBeNull();
    expect(stored.nextDueAt?.getTime()).toBeGreaterThan(stored.dateCreated.getTime());
    expect(stored.nextDueAt?.getTime()).toBeLessThanOrEqual(
      stored.dateCreated.getTime() + 25 * 3_600_000,
    );
  });

  it('refuses an unknown zone with error_invalid_time_zone', async () => {
    const before = await messageCount();
    const response = await schedule(scheduled({ userTimeZone: 'Mars/Olympus_Mons' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_invalid_time_zone' });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a once-schedule in the past, without a date, or on a day that does not exist', async () => {
    const before = await messageCount();
    const past = await schedule(scheduled({ schedule_date: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'error_schedule_in_past',
      message: 'That date and time are already past: choose a later one.',
      details: [{ field: 'schedule_date' }],
    });
    for (const [overrides, field] of [
      [{ schedule_date: undefined }, 'schedule_date'],
      [{ schedule_date: `${nextYear}-02-30` }, 'schedule_date'],
      [{ scheduleType: 'weekdays', schedule_days: undefined }, 'schedule_days'],
    ] as const) {
      const response = await schedule(scheduled(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', details: [{ field }] });
    }
    for (const overrides of [
      { schedule_time: '25:00' },
      { scheduleType: 'monthly' },
      { schedule_days: [0] },
      { schedule_days: [8] },
    ]) {
      const response = await schedule(scheduled(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    expect(await messageCount()).toBe(before);
  });

  it("never lets a globex admin schedule through acme's channel", async () => {
    const before = await messageCount();
    const response = await schedule(scheduled(), GLOBEX);
    expect(response.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });
});
