import type { ChatConversation, ChatMessage } from '../contract/chat';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

const MINUTE_MS = 60_000;

export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: nextId(),
    body: 'Hello',
    fromChannel: false,
    sentAt: '2025-03-01T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

interface ConversationInput {
  /** The app user's first and last name. */
  name: string;
  /** The messages, oldest first: `>` starts the channel's lines, anything else is the user's. */
  lines: string[];
  /** How many of the user's last messages the channel has not read. */
  unread?: number;
  /** When the first message was sent. */
  startedAt?: string;
  overrides?: Partial<ChatConversation>;
}

/** A conversation with its messages five minutes apart, as the IM list answers it. */
export function buildConversation({
  name,
  lines,
  unread = 0,
  startedAt = '2025-03-01T10:00:00.000Z',
  overrides = {},
}: ConversationInput): ChatConversation {
  const start = new Date(startedAt).getTime();
  const messages = lines.map((line, index) => {
    const fromChannel = line.startsWith('>');
    const sentAt = new Date(start + index * 5 * MINUTE_MS).toISOString();
    return buildChatMessage({
      body: fromChannel ? line.slice(1).trim() : line,
      fromChannel,
      sentAt,
      readAt: fromChannel ? null : new Date(start + (index * 5 + 1) * MINUTE_MS).toISOString(),
    });
  });
  const fromUser = messages.filter((message) => !message.fromChannel);
  for (const message of unread > 0 ? fromUser.slice(-unread) : []) message.readAt = null;
  const slug = name.toLowerCase().replace(/\s+/g, '.');
  return {
    chatMessageID: nextId(),
    cp_id: '20000000-0000-4000-8000-000000000001',
    cp_name: 'Acme Local 12',
    user: { _id: nextId(), name, email: `${slug}@app.test` },
    lastMessageAt: messages.at(-1)?.sentAt ?? startedAt,
    unreadCount: Math.min(unread, fromUser.length),
    messages,
    ...overrides,
  };
}
