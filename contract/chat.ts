import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

export const ChatMessage = Type.Object({
  _id: Type.String(),
  body: Type.String(),
  fromChannel: Type.Boolean(),
  sentAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** One conversation of the IM screen, with its most recent messages, oldest first. */
export const ChatConversation = Type.Object({
  chatMessageID: Type.String(),
  cp_id: Type.String(),
  cp_name: Type.String(),
  user: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
  }),
  lastMessageAt: Type.String(),
  unreadCount: Type.Number(),
  messages: Type.Array(ChatMessage),
});
export type ChatConversation = Static<typeof ChatConversation>;

export const ChatListQuery = Type.Object({
  skipAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limitAmount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const ChatListResponse = Success(
  Type.Object({ conversations: Type.Array(ChatConversation), total: Type.Number() }),
);
export type ChatListResponse = Static<typeof ChatListResponse>;

export const ConversationAuditQuery = Type.Object({
  chatMessageID: Type.String({ format: 'uuid' }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

export const SetConversationReadBody = Type.Object({
  chatMessageID: Type.String({ format: 'uuid' }),
});
export const SetConversationReadResponse = Success(Type.Object({ updated: Type.Number() }));
