import type { MessageType, ReceiptStatus } from '../../../contract/messages';

/*
 * The words the console shows for the API's values. The API, its filters and the audit CSV keep
 * SPEC.md's values ('Regular Message', 'opened/unconfirmed'); every screen names them from here.
 */

/** Message types as a person calls them (SPEC.md section 3: Regular Message is PushCast). */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  'Regular Message': 'PushCast',
  AwardNotification: 'Award',
  DailyAward: 'Daily award',
  Discount: 'Discount',
  Vocast: 'Vocast',
  Vidcast: 'Vidcast',
};

export const isMessageType = (type: string): type is MessageType =>
  Object.hasOwn(MESSAGE_TYPE_LABELS, type);

/** A stored message type as the console names it; an unknown one as it is stored. */
export function typeLabel(type: string): string {
  return isMessageType(type) ? MESSAGE_TYPE_LABELS[type] : type;
}

/** Receipt statuses (SPEC.md section 4) in words, for the badges, the counts and the filter. */
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  all: 'All receipts',
  not_opened: 'Not opened',
  opened_unconfirmed: 'Opened, not confirmed',
  opened_confirmed: 'Opened and confirmed',
  feedback_yes: 'Answered yes',
  feedback_no: 'Answered no',
  feedback_uncommitted: 'Opened, no answer',
};

/**
 * How a receipt went out (its stored channel), in words; 'none' is a recipient not reached,
 * 'capped' one the frequency cap skipped.
 */
const RECEIPT_CHANNEL_LABELS: Readonly<Record<string, string>> = {
  push: 'Push',
  sms: 'SMS',
  email: 'Email',
  none: 'Not reached',
  capped: 'Capped',
};

export function receiptChannelLabel(channel: string): string {
  return RECEIPT_CHANNEL_LABELS[channel] ?? channel;
}
