import { describe, expect, it } from 'vitest';
import { displayStatus, feedbackStatus } from './receiptStatus';

const receipt = (is_read: boolean, readResponse: boolean, feedback: number | null) => ({
  is_read,
  readResponse,
  feedback,
});

describe('receipt statuses', () => {
  it('words the display status as SPEC.md section 4 does', () => {
    expect(displayStatus(receipt(false, false, null))).toBe('not opened');
    expect(displayStatus(receipt(true, false, null))).toBe('opened/unconfirmed');
    expect(displayStatus(receipt(true, true, null))).toBe('opened/confirmed');
  });

  it('words the feedback status, spelling uncommited as the spec does', () => {
    expect(feedbackStatus(receipt(true, true, 1))).toBe('opened/yes');
    expect(feedbackStatus(receipt(true, false, 0))).toBe('opened/no');
    expect(feedbackStatus(receipt(true, false, null))).toBe('opened/uncommited');
    expect(feedbackStatus(receipt(true, false, -1))).toBe('opened/uncommited');
    expect(feedbackStatus(receipt(false, false, null))).toBe('not opened');
  });
});
