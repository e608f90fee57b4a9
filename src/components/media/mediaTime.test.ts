import { describe, expect, it } from 'vitest';
import { formatMediaTime } from './mediaTime';

describe('formatMediaTime', () => {
  it('writes minutes and two-digit seconds, and hours past an hour', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(65.9)).toBe('1:05');
    expect(formatMediaTime(200)).toBe('3:20');
    expect(formatMediaTime(3725)).toBe('1:02:05');
  });

  it('shows 0:00 for an unknown length', () => {
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatMediaTime(-3)).toBe('0:00');
  });
});
