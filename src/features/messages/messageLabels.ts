import { MESSAGE_TYPE_LABELS, type MessageType } from '../../../contract/messages';

/** A stored message type as the console names it (Regular Message is PushCast). */
export function typeLabel(type: string): string {
  return (MESSAGE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const isMessageType = (type: string): type is MessageType =>
  Object.hasOwn(MESSAGE_TYPE_LABELS, type);
