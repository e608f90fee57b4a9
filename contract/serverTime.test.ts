import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  fromServerTime,
  isoWeekday,
  parseCalendarDate,
  toServerTime,
  wallTimeAt,
  zonedWallTimeToUtc,
} from './serverTime';

const machineZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('zonedWallTimeToUtc', () => {
  it('finds the instant across the spring-forward change', () => {
    // 2026-03-08 03:30 in Los Angeles is after the change (UTC-7): 10:30 UTC.
    expect(zonedWallTimeToUtc('2026-03-08', '03:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
  });

  it('takes the first of a repeated hour whatever the season it runs in', () => {
    // dayjs.tz(text, zone) would settle 01:30 by today's offset: the second one in winter.
    for (const today of ['2026-07-01T12:00:00Z', '2026-12-01T12:00:00Z']) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(today));
      expect(zonedWallTimeToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
        '2026-11-01T05:30:00.000Z',
      );
      vi.useRealTimers();
    }
  });
});

describe('fromServerTime', () => {
  it('reads a server time in the skipped hour as the clock would show it, an hour on', () => {
    // 2026-03-08 02:30 never happens in Los Angeles; the server never writes it, but if it
    // comes it reads as 03:30 PDT (10:30 UTC), as the scheduler reads wall times.
    expect(fromServerTime('2026-03-08 02:30:00', 'UTC')).toBe('2026-03-08 10:30:00');
  });

  it('shows a repeated server hour as its first occurrence', () => {
    // 2026-11-01 01:30 happens at 08:30 UTC (PDT) and again at 09:30 UTC (PST).
    expect(fromServerTime('2026-11-01 01:30:00', 'UTC')).toBe('2026-11-01 08:30:00');
  });

  it("shows the right wall time when the viewer's machine skips that hour itself", () => {
    // Berlin skips 02:00 to 03:00 on 2026-03-29; 02:30 in Los Angeles that day is still 02:30.
    // dayjs's tz().format() reads through the machine's zone and would say 03:30.
    process.env.TZ = 'Europe/Berlin';
    expect(fromServerTime('2026-03-29 02:30:00', 'America/Los_Angeles')).toBe(
      '2026-03-29 02:30:00',
    );
    expect(wallTimeAt(new Date('2026-03-29T09:30:00Z'), 'America/Los_Angeles')).toBe(
      '2026-03-29 02:30:00',
    );
  });

  it('reads a T between date and time, and a time without seconds', () => {
    expect(fromServerTime('2026-01-15T09:30', 'UTC')).toBe('2026-01-15 17:30:00');
    expect(fromServerTime(' 2026-01-15 09:30 ', 'UTC')).toBe('2026-01-15 17:30:00');
  });

  it('shows a day or hour that does not exist as it came', () => {
    expect(fromServerTime('2026-02-30 10:00:00', 'UTC')).toBe('2026-02-30 10:00:00');
    expect(fromServerTime('2026-01-15 24:00:00', 'UTC')).toBe('2026-01-15 24:00:00');
  });
});

describe('toServerTime', () => {
  it('writes the instant as Los Angeles wall time', () => {
    expect(toServerTime(new Date('2026-03-08T10:30:00Z'))).toBe('2026-03-08 03:30:00');
    expect(toServerTime(new Date('2026-11-01T09:30:00Z'))).toBe('2026-11-01 01:30:00');
  });

  it('round-trips every hour across both changes of the clocks', () => {
    // 01:00 to 02:00 on 2026-11-01 happens twice in Los Angeles; its second pass (09:00 to 10:00
    // UTC) is written as the same wall time as the first, which is what it reads back as.
    const secondPass = (instant: number) =>
      instant >= Date.parse('2026-11-01T09:00:00Z') && instant < Date.parse('2026-11-01T10:00:00Z');
    for (const from of ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z']) {
      for (let hour = 0; hour < 72; hour += 1) {
        const instant = Date.parse(from) + hour * 3_600_000;
        const readBack = secondPass(instant) ? instant - 3_600_000 : instant;
        expect(fromServerTime(toServerTime(new Date(instant)), 'UTC')).toBe(
          wallTimeAt(readBack, 'UTC'),
        );
      }
    }
  });

  it('changes offset at the second of the change, inside one UTC day', () => {
    // Los Angeles goes from 01:59:59 PST to 03:00:00 PDT at 10:00 UTC on 2026-03-08.
    expect(toServerTime(new Date('2026-03-08T00:00:00Z'))).toBe('2026-03-07 16:00:00');
    expect(toServerTime(new Date('2026-03-08T09:59:59Z'))).toBe('2026-03-08 01:59:59');
    expect(toServerTime(new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08 03:00:00');
    expect(toServerTime(new Date('2026-03-08T23:59:59Z'))).toBe('2026-03-08 16:59:59');
  });
});

describe('calendar days', () => {
  it('gives weekday codes 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2026-01-19')).toBe(1);
    expect(isoWeekday('2026-01-24')).toBe(6);
    expect(isoWeekday('2026-01-25')).toBe(7);
  });

  it('adds days across a month, a year and a change of the clocks', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('knows real calendar days only', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-1-5')).toBeNull();
  });
});
