import { describe, expect, it } from 'vitest';
import { formatInstant, fromServerTime, scheduleLabel, weekdayNames } from './serverTime';

describe('fromServerTime', () => {
  it('converts Los Angeles wall-clock time to the viewer’s zone', () => {
    // 09:30 in Los Angeles in January (UTC-8) is 17:30 UTC and 18:30 in Berlin.
    expect(fromServerTime('2026-01-15 09:30:05', 'UTC')).toBe('2026-01-15 17:30:05');
    expect(fromServerTime('2026-01-15 09:30:05', 'Europe/Berlin')).toBe('2026-01-15 18:30:05');
  });

  it('follows daylight saving time on both sides', () => {
    // July: Los Angeles is UTC-7.
    expect(fromServerTime('2026-07-01 23:15:00', 'UTC')).toBe('2026-07-02 06:15:00');
    expect(fromServerTime('2026-07-01 23:15:00', 'Asia/Kolkata')).toBe('2026-07-02 11:45:00');
  });

  it('leaves the time alone for a viewer in Los Angeles', () => {
    expect(fromServerTime('2026-03-08 12:00:00', 'America/Los_Angeles')).toBe(
      '2026-03-08 12:00:00',
    );
  });

  it('shows text that is not a time as it came', () => {
    expect(fromServerTime('soon', 'UTC')).toBe('soon');
  });
});

describe('formatInstant', () => {
  it('formats an ISO instant in the zone given', () => {
    expect(formatInstant('2026-05-04T22:05:09.000Z', 'Asia/Tokyo')).toBe('2026-05-05 07:05:09');
    expect(formatInstant('not a date', 'UTC')).toBe('');
  });
});

describe('scheduleLabel', () => {
  const base = { schedule_date: null, schedule_time: '08:30', schedule_days: [] };

  it('names the daily, weekday and one-off schedules', () => {
    expect(scheduleLabel({ ...base, scheduleType: 'daily' })).toBe('Everyday at 08:30');
    expect(scheduleLabel({ ...base, scheduleType: 'weekdays', schedule_days: [5, 1, 3] })).toBe(
      'Mo We Fr at 08:30',
    );
    expect(scheduleLabel({ ...base, scheduleType: 'once', schedule_date: '2026-12-24' })).toBe(
      'Once on 2026-12-24 at 08:30',
    );
    expect(scheduleLabel({ ...base, scheduleType: 'now', schedule_time: null })).toBe(
      'Sent at once',
    );
  });

  it("says when a one-off goes on each recipient's own clock", () => {
    expect(
      scheduleLabel({
        ...base,
        scheduleType: 'once',
        schedule_date: '2026-06-10',
        schedule_time: '09:00',
        localTime: true,
      }),
    ).toBe('Once on 2026-06-10 at 09:00 local time');
  });

  it('writes weekdays 1 to 7 as Mo to Su, once each', () => {
    expect(weekdayNames([7, 6, 1, 1, 9])).toBe('Mo Sa Su');
  });
});
