import { describe, expect, it } from 'vitest';
import { attachmentName, percentOf } from './download';

describe('attachmentName', () => {
  it('reads plain and encoded file names', () => {
    expect(attachmentName('attachment; filename="users.csv"')).toBe('users.csv');
    expect(attachmentName("attachment; filename*=UTF-8''app%20users.csv")).toBe('app users.csv');
  });

  it('answers null without a name', () => {
    expect(attachmentName(undefined)).toBeNull();
    expect(attachmentName('inline')).toBeNull();
  });
});

describe('percentOf', () => {
  it('answers 0–100, or null while the size is unknown', () => {
    expect(percentOf({ loaded: 50, total: 200 })).toBe(25);
    expect(percentOf({ loaded: 300, total: 200 })).toBe(100);
    expect(percentOf({ loaded: 50, total: undefined })).toBeNull();
  });
});
