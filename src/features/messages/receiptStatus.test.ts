import { describe, expect, it } from 'vitest';
import { RECEIPT_STATUS_LABELS } from './messageLabels';
import { displayStatus, feedbackStatus } from './receiptStatus';

const receipt = (is_read: boolean, confirmed: boolean, feedback: number | null) => ({
  is_read,
  confirmed,
  feedback,
});
const words = (status: keyof typeof RECEIPT_STATUS_LABELS) => RECEIPT_STATUS_LABELS[status];

describe('receipt statuses', () => {
  it('tells the display status as SPEC.md section 4 does, in words a person uses', () => {
    expect(words(displayStatus(receipt(false, false, null)))).toBe('Not opened');
    expect(words(displayStatus(receipt(true, false, null)))).toBe('Opened, not confirmed');
    expect(words(displayStatus(receipt(true, true, null)))).toBe('Opened and confirmed');
    // Confirmed, then answered no: still confirmed, as the board and its follow-ups say.
    expect(words(displayStatus(receipt(true, true, 0)))).toBe('Opened and confirmed');
  });

  it('tells the feedback status, a dismissed answer as no answer', () => {
    expect(words(feedbackStatus(receipt(true, true, 1)))).toBe('Answered yes');
    expect(words(feedbackStatus(receipt(true, false, 0)))).toBe('Answered no');
    expect(words(feedbackStatus(receipt(true, false, null)))).toBe('Opened, no answer');
    expect(words(feedbackStatus(receipt(true, false, -1)))).toBe('Opened, no answer');
    expect(words(feedbackStatus(receipt(false, false, null)))).toBe('Not opened');
  });
});
