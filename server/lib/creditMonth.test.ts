import { describe, expect, it } from 'vitest';
import { creditMonthIn } from './creditMonth';

describe('creditMonthIn', () => {
  it('names the month of the zone, not of UTC', () => {
    const at = new Date('2026-04-01T05:00:00Z');
    expect(creditMonthIn('America/Los_Angeles', at)).toBe('2026-03');
    expect(creditMonthIn('UTC', at)).toBe('2026-04');
    expect(creditMonthIn('Asia/Tokyo', new Date('2026-12-31T16:00:00Z'))).toBe('2027-01');
  });
});
