import { describe, expect, it } from 'vitest';
import {
  isKnownTimeZone,
  nextDueAt,
  toPacificWallTime,
  zonedWallTimeToUtc,
  type ScheduleSpec,
} from './schedule';

const utc = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

const spec = (overrides: Partial<ScheduleSpec>): ScheduleSpec => ({
  scheduleType: 'daily',
  scheduleDate: null,
  scheduleTime: '09:00',
  scheduleDays: [],
  timeZone: 'America/New_York',
  ...overrides,
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Australia/Sydney')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
  });

  it('refuses names that are not zones', () => {
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone('  ')).toBe(false);
    expect(isKnownTimeZone('not a zone')).toBe(false);
  });
});

describe('zonedWallTimeToUtc', () => {
  it('uses standard and summer offsets on ordinary days', () => {
    expect(iso(zonedWallTimeToUtc('2026-01-15', '09:00', 'America/New_York'))).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-07-15', '09:00', 'America/New_York'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-01-15', '09:00', 'Europe/Berlin'))).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-07-01', '12:00', 'Asia/Kolkata'))).toBe(
      '2026-07-01T06:30:00.000Z',
    );
  });

  it('moves a New York time in the spring-forward gap forward by the gap', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT, so 02:30 does not exist and reads as 03:30 EDT.
    expect(iso(zonedWallTimeToUtc('2026-03-08', '02:30', 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-03-08', '02:00', 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-03-08', '01:59', 'America/New_York'))).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-03-08', '03:00', 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('takes the first of a New York time repeated at fall-back', () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and again at 06:30Z.
    expect(iso(zonedWallTimeToUtc('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-11-01', '02:00', 'America/New_York'))).toBe(
      '2026-11-01T07:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-11-01', '00:59', 'America/New_York'))).toBe(
      '2026-11-01T04:59:00.000Z',
    );
  });

  it('handles Berlin changing on other dates than the US', () => {
    // 2026-03-29: 02:00 CET becomes 03:00 CEST.
    expect(iso(zonedWallTimeToUtc('2026-03-29', '02:30', 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 2026-10-25: 03:00 CEST becomes 02:00 CET; 02:30 first happens in CEST.
    expect(iso(zonedWallTimeToUtc('2026-10-25', '02:30', 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Between the US and EU changes New York is already on EDT while Berlin is still on CET.
    expect(iso(zonedWallTimeToUtc('2026-03-20', '09:00', 'Europe/Berlin'))).toBe(
      '2026-03-20T08:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-03-20', '09:00', 'America/New_York'))).toBe(
      '2026-03-20T13:00:00.000Z',
    );
  });

  it('handles the southern hemisphere, where summer time spans the new year', () => {
    expect(iso(zonedWallTimeToUtc('2026-01-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-01-14T22:00:00.000Z',
    );
    expect(iso(zonedWallTimeToUtc('2026-07-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    // 2026-10-04: 02:00 AEST becomes 03:00 AEDT.
    expect(iso(zonedWallTimeToUtc('2026-10-04', '02:30', 'Australia/Sydney'))).toBe(
      '2026-10-03T16:30:00.000Z',
    );
    // 2026-04-05: 03:00 AEDT becomes 02:00 AEST; 02:30 first happens in AEDT.
    expect(iso(zonedWallTimeToUtc('2026-04-05', '02:30', 'Australia/Sydney'))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
  });

  it('refuses an unknown zone and a date or time that does not exist', () => {
    expect(() => zonedWallTimeToUtc('2026-01-15', '09:00', 'Mars/Olympus_Mons')).toThrow(
      RangeError,
    );
    expect(() => zonedWallTimeToUtc('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-01-15', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('15/01/2026', '09:00', 'UTC')).toThrow(RangeError);
  });
});

describe('nextDueAt', () => {
  it('never schedules a send-now message', () => {
    expect(nextDueAt(spec({ scheduleType: 'now' }), utc('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('gives a once-schedule its instant while it is still ahead, then nothing', () => {
    const once = spec({ scheduleType: 'once', scheduleDate: '2026-06-01', scheduleTime: '10:00' });
    expect(iso(nextDueAt(once, utc('2026-05-31T00:00:00Z')))).toBe('2026-06-01T14:00:00.000Z');
    expect(nextDueAt(once, utc('2026-06-01T14:00:00Z'))).toBeNull();
    expect(nextDueAt(once, utc('2026-06-02T00:00:00Z'))).toBeNull();
    expect(nextDueAt({ ...once, scheduleDate: null }, utc('2026-05-31T00:00:00Z'))).toBeNull();
  });

  it('runs daily at the wall time, today when it is still ahead, else tomorrow', () => {
    const daily = spec({ scheduleTime: '09:00' });
    expect(iso(nextDueAt(daily, utc('2026-01-15T13:00:00Z')))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(nextDueAt(daily, utc('2026-01-15T14:00:00Z')))).toBe('2026-01-16T14:00:00.000Z');
  });

  it('judges "today" in the zone, not in UTC', () => {
    // 2026-01-16T02:00Z is still the 15th, 21:00, in New York: the next 09:00 is on the 16th.
    const daily = spec({ scheduleTime: '09:00' });
    expect(iso(nextDueAt(daily, utc('2026-01-16T02:00:00Z')))).toBe('2026-01-16T14:00:00.000Z');
    // 2026-01-14T23:30Z is already the 15th, 10:30, in Sydney: the next 09:00 is on the 16th.
    const sydney = spec({ scheduleTime: '09:00', timeZone: 'Australia/Sydney' });
    expect(iso(nextDueAt(sydney, utc('2026-01-14T23:30:00Z')))).toBe('2026-01-15T22:00:00.000Z');
  });

  it('keeps daily wall time across the New York changes', () => {
    const daily = spec({ scheduleTime: '09:00' });
    // Saturday 09:00 EST, then Sunday 09:00 EDT: the UTC time moves by an hour.
    expect(iso(nextDueAt(daily, utc('2026-03-07T13:00:00Z')))).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(nextDueAt(daily, utc('2026-03-07T14:00:00Z')))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(nextDueAt(daily, utc('2026-10-31T13:00:00Z')))).toBe('2026-11-01T14:00:00.000Z');
  });

  it('sends a daily time in the spring gap once, at the shifted time', () => {
    const daily = spec({ scheduleTime: '02:30' });
    expect(iso(nextDueAt(daily, utc('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(nextDueAt(daily, utc('2026-03-08T07:30:00Z')))).toBe('2026-03-09T06:30:00.000Z');
  });

  it('sends a daily time repeated at fall-back only once', () => {
    const daily = spec({ scheduleTime: '01:30' });
    expect(iso(nextDueAt(daily, utc('2026-11-01T05:00:00Z')))).toBe('2026-11-01T05:30:00.000Z');
    // After the first 01:30, the second one (06:30Z) is skipped: the next is the 2nd at EST.
    expect(iso(nextDueAt(daily, utc('2026-11-01T05:30:00Z')))).toBe('2026-11-02T06:30:00.000Z');
  });

  it('keeps daily wall time across the Berlin and Sydney changes', () => {
    const berlin = spec({ scheduleTime: '08:00', timeZone: 'Europe/Berlin' });
    expect(iso(nextDueAt(berlin, utc('2026-03-28T07:00:00Z')))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(nextDueAt(berlin, utc('2026-10-24T06:00:00Z')))).toBe('2026-10-25T07:00:00.000Z');
    const sydney = spec({ scheduleTime: '08:00', timeZone: 'Australia/Sydney' });
    // Sydney leaves summer time on 2026-04-05 and enters it on 2026-10-04.
    expect(iso(nextDueAt(sydney, utc('2026-04-03T21:00:00Z')))).toBe('2026-04-04T22:00:00.000Z');
    expect(iso(nextDueAt(sydney, utc('2026-10-02T22:00:00Z')))).toBe('2026-10-03T21:00:00.000Z');
  });

  it('runs on chosen weekdays only, across the end of the week', () => {
    // 2026-01-16 is a Friday. Monday and Wednesday at 09:00.
    const weekdays = spec({ scheduleType: 'weekdays', scheduleDays: [1, 3] });
    expect(iso(nextDueAt(weekdays, utc('2026-01-16T15:00:00Z')))).toBe('2026-01-19T14:00:00.000Z');
    expect(iso(nextDueAt(weekdays, utc('2026-01-19T14:00:00Z')))).toBe('2026-01-21T14:00:00.000Z');
    expect(iso(nextDueAt(weekdays, utc('2026-01-21T14:00:00Z')))).toBe('2026-01-26T14:00:00.000Z');
  });

  it('takes Sunday as day 7 and comes back to the same weekday a week later', () => {
    // 2026-01-18 is a Sunday.
    const sundays = spec({ scheduleType: 'weekdays', scheduleDays: [7] });
    expect(iso(nextDueAt(sundays, utc('2026-01-18T13:00:00Z')))).toBe('2026-01-18T14:00:00.000Z');
    expect(iso(nextDueAt(sundays, utc('2026-01-18T14:00:01Z')))).toBe('2026-01-25T14:00:00.000Z');
  });

  it('judges the weekday in the zone', () => {
    // 2026-01-18T22:30Z is Sunday in UTC but Monday 09:30 in Sydney: Mondays at 10:00 is today.
    const mondays = spec({
      scheduleType: 'weekdays',
      scheduleDays: [1],
      scheduleTime: '10:00',
      timeZone: 'Australia/Sydney',
    });
    expect(iso(nextDueAt(mondays, utc('2026-01-18T22:30:00Z')))).toBe('2026-01-18T23:00:00.000Z');
  });

  it('keeps weekday wall time across a change of the clocks', () => {
    // Sundays at 09:00 in New York, before and after 2026-03-08 (EST to EDT).
    const sundays = spec({ scheduleType: 'weekdays', scheduleDays: [7] });
    expect(iso(nextDueAt(sundays, utc('2026-03-02T00:00:00Z')))).toBe('2026-03-08T13:00:00.000Z');
  });

  it('never fires weekdays with no day chosen', () => {
    const none = spec({ scheduleType: 'weekdays', scheduleDays: [] });
    expect(nextDueAt(none, utc('2026-01-16T15:00:00Z'))).toBeNull();
  });

  it('starts a recurring schedule no earlier than its first day', () => {
    const fromFebruary = spec({ scheduleDate: '2026-02-01' });
    expect(iso(nextDueAt(fromFebruary, utc('2026-01-15T00:00:00Z')))).toBe(
      '2026-02-01T14:00:00.000Z',
    );
    expect(iso(nextDueAt(fromFebruary, utc('2026-02-10T15:00:00Z')))).toBe(
      '2026-02-11T14:00:00.000Z',
    );
    // 2026-02-01 is a Sunday; the first Wednesday from then is the 4th.
    const wednesdays = spec({
      scheduleType: 'weekdays',
      scheduleDays: [3],
      scheduleDate: '2026-02-01',
    });
    expect(iso(nextDueAt(wednesdays, utc('2026-01-15T00:00:00Z')))).toBe(
      '2026-02-04T14:00:00.000Z',
    );
  });

  it('throws for an unknown zone rather than guessing', () => {
    expect(() => nextDueAt(spec({ timeZone: 'Nowhere/Special' }), new Date())).toThrow(RangeError);
  });
});

describe('toPacificWallTime', () => {
  it('writes the Los Angeles wall time in winter and in summer', () => {
    expect(toPacificWallTime(utc('2026-01-15T20:05:09Z'))).toBe('2026-01-15 12:05:09');
    expect(toPacificWallTime(utc('2026-07-15T20:05:09Z'))).toBe('2026-07-15 13:05:09');
  });

  it('writes midnight as 00 and crosses the date line back to the day before', () => {
    expect(toPacificWallTime(utc('2026-01-01T08:00:00Z'))).toBe('2026-01-01 00:00:00');
    expect(toPacificWallTime(utc('2026-01-01T03:00:00Z'))).toBe('2025-12-31 19:00:00');
  });
});
