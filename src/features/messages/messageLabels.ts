import type { DeliveryMode, HistoryStatus, ReceiptStatus } from '../../../contract/messages';

/*
 * The words the console shows for the API's values. The API, its filters and the audit CSV keep
 * SPEC.md's values ('Regular Message', 'opened/unconfirmed'); every screen names them from here.
 */

import { messageTypeName } from '../../lib/messageTypeLabels';

export { MESSAGE_TYPE_LABELS, isMessageType } from '../../lib/messageTypeLabels';

/** A stored message type as the console names it; an unknown one as it is stored. */
export const typeLabel = messageTypeName;

/** How the sender chose to reach the recipients (contract/messages.ts DELIVERY_MODES). */
export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  fallback: 'Push with fallback',
  push: 'Push only',
  sms: 'SMS',
  email: 'Email',
};

/** Where a message stands, as the history's status filter names it. */
export const HISTORY_STATUS_LABELS: Record<HistoryStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/**
 * What a message of the history is, by its type and how it went out: a regular message sent by
 * SMS or email is an SMS or an Email, not a PushCast (a push notification); another type sent
 * that way says so after its name ("Award by SMS"). Push, with or without fallback, keeps the
 * type's name.
 */
export function sendLabel(type: string, deliveryMode: DeliveryMode): string {
  const by = deliveryMode === 'sms' ? 'SMS' : deliveryMode === 'email' ? 'Email' : null;
  if (!by) return typeLabel(type);
  if (type === 'Regular Message') return by;
  return `${typeLabel(type)} by ${by === 'SMS' ? 'SMS' : 'email'}`;
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
