import { describe, expect, it } from 'vitest';
import { formatBytes, formatSeconds, plural } from './numbers';

describe('numbers', () => {
  it('words counts', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(1200, 'file')).toBe('1,200 files');
  });

  it('words sizes in steps of 1024', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });

  it('words spans of time', () => {
    expect(formatSeconds(44.6)).toBe('45 s');
    expect(formatSeconds(185)).toBe('3 min 5 s');
    expect(formatSeconds(180)).toBe('3 min');
    expect(formatSeconds(4800)).toBe('1 h 20 min');
  });
});
