import type { ChatConversation, ChatMessage } from '../../../contract/chat';

/** What a conversation is called: the app user's name, else their email. */
export function participantName(conversation: ChatConversation): string {
  return conversation.user.name || conversation.user.email || 'App user';
}

/** Up to two letters for the avatar. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  if (letters.length === 0) return '?';
  return letters.length === 1 ? (letters[0] ?? '?') : `${letters[0]}${letters.at(-1)}`;
}

export const lastMessage = (conversation: ChatConversation): ChatMessage | undefined =>
  conversation.messages.at(-1);

/** Messages by calendar day (YYYY-MM-DD in the viewer's zone), oldest day first. */
export function byDay(
  messages: readonly ChatMessage[],
  dayOf: (iso: string) => string,
): { day: string; messages: ChatMessage[] }[] {
  const days: { day: string; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.sentAt);
    const current = days.at(-1);
    if (current?.day === day) current.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** The list answers each conversation's latest this many messages (docs/decisions.md). */
export const RECENT_MESSAGE_LIMIT = 50;
