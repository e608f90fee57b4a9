import { describe, expect, it } from 'vitest';
import { attachmentName } from './saveBlob';

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
