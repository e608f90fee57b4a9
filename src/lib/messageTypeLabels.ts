import type { MessageType } from '../../contract/messages';

/**
 * Message types as a person calls them (SPEC.md section 3: Regular Message is PushCast), for
 * every screen that names a message's type.
 */
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
export function messageTypeName(type: string): string {
  return isMessageType(type) ? MESSAGE_TYPE_LABELS[type] : type;
}
