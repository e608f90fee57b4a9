import { describe, expect, it } from 'vitest';
import { smsSize } from './smsSegments';

describe('smsSize', () => {
  it('counts GSM-7 texts in parts of 160, then 153', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ length: 160, encoding: 'GSM-7', segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ length: 161, encoding: 'GSM-7', segments: 2 });
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character twice', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ length: 160, encoding: 'GSM-7', segments: 1 });
    expect(smsSize('€'.repeat(81)).segments).toBe(2);
  });

  it('sends anything outside GSM-7 as UCS-2, in parts of 70, then 67', () => {
    expect(smsSize('ł'.repeat(70))).toEqual({ length: 70, encoding: 'UCS-2', segments: 1 });
    expect(smsSize('ł'.repeat(71)).segments).toBe(2);
    expect(smsSize('مرحبا').encoding).toBe('UCS-2');
  });
});
