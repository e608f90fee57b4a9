import type { MessageType } from '../../contract/messages';

/**
 * Message types as a person calls them (SPEC.md section 3: Regular Message is PushCast), for
 * the screens outside the messages feature that name a message's type.
 */
const MESSAGE_TYPE_NAMES: Record<MessageType, string> = {
  'Regular Message': 'PushCast',
  AwardNotification: 'Award',
  DailyAward: 'Daily award',
  Discount: 'Discount',
  Vocast: 'Vocast',
  Vidcast: 'Vidcast',
};

/** A stored message type as the console names it; an unknown one as it is stored. */
export function messageTypeName(type: string): string {
  return Object.hasOwn(MESSAGE_TYPE_NAMES, type) ? MESSAGE_TYPE_NAMES[type as MessageType] : type;
}
