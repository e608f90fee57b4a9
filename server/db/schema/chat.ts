import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentProviders } from './channels';
import { mobileUsers } from './mobileUsers';

/** One conversation between a channel and one of its app users (the IM screen). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentProviderId: uuid('content_provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_channel_last_idx').on(t.contentProviderId, t.lastMessageAt),
    // A member's removal finds its conversations by member (the foreign key's cascade).
    index('chat_conversations_mobile_user_idx').on(t.mobileUserId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** true when the channel's admin wrote it, false when the app user did. */
    fromChannel: boolean('from_channel').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_conversation_sent_idx').on(t.conversationId, t.sentAt)],
);
