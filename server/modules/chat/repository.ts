import { sql, type SQL } from 'drizzle-orm';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { inScopeSql } from '../../db/inScope';

const RECENT_MESSAGES = 50;

/** Conversations a scope may read: its channel's, its company's channels', or everyone's. */
function conversationScope(scope: Scope): SQL {
  return inScopeSql(scope, { company: sql`p.company_id`, channel: sql`c.content_provider_id` });
}

interface ConversationRow extends Record<string, unknown> {
  id: string;
  cp_id: string;
  cp_name: string;
  last_message_at: Date | string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  unread: number | string;
  messages: {
    id: string;
    body: string;
    from_channel: boolean;
    sent_at: string;
    read_at: string | null;
  }[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toMessage(row: ConversationRow['messages'][number]): ChatMessage {
  return {
    _id: row.id,
    body: row.body,
    fromChannel: row.from_channel,
    sentAt: iso(row.sent_at),
    readAt: row.read_at ? iso(row.read_at) : null,
  };
}

function toConversation(row: ConversationRow): ChatConversation {
  return {
    chatMessageID: row.id,
    cp_id: row.cp_id,
    cp_name: row.cp_name,
    user: { _id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    lastMessageAt: iso(row.last_message_at),
    unreadCount: Number(row.unread),
    messages: row.messages.map(toMessage),
  };
}

const FROM_VISIBLE = sql`
  from chat_conversations c
  join content_providers p on p.id = c.content_provider_id
  join mobile_users u on u.id = c.mobile_user_id and u.is_deleted = 0`;

export function createChatRepository(db: Database) {
  return {
    async list(scope: Scope, skip: number, limit: number) {
      const where = conversationScope(scope);
      const rows = await selectRows<ConversationRow>(
        db,
        sql`select c.id, c.content_provider_id as cp_id, p.client_name as cp_name, c.last_message_at,
            u.id as user_id, u.first_name, u.last_name, u.email,
            (select count(*) from chat_messages m
              where m.conversation_id = c.id and not m.from_channel and m.read_at is null) as unread,
            coalesce((select json_agg(r order by r.sent_at) from (
              select m.id, m.body, m.from_channel, m.sent_at, m.read_at from chat_messages m
              where m.conversation_id = c.id order by m.sent_at desc limit ${RECENT_MESSAGES}) r),
              '[]'::json) as messages
          ${FROM_VISIBLE}
          where ${where}
          order by c.last_message_at desc, c.id
          limit ${limit} offset ${skip}`,
      );
      const [count] = await selectRows<{ total: number | string }>(
        db,
        sql`select count(*) as total ${FROM_VISIBLE} where ${where}`,
      );
      return { conversations: rows.map(toConversation), total: Number(count?.total ?? 0) };
    },

    /** The conversation when the scope may read it, else null (another tenant's answers 404). */
    async find(scope: Scope, conversationId: string) {
      const [row] = await selectRows<{ id: string; cp_name: string; user_name: string }>(
        db,
        sql`select c.id, p.client_name as cp_name, u.first_name || ' ' || u.last_name as user_name
          ${FROM_VISIBLE}
          where c.id = ${conversationId} and ${conversationScope(scope)}`,
      );
      return row ?? null;
    },

    /** Marks the app user's unread messages as read by the channel. */
    async markRead(conversationId: string): Promise<number> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`update chat_messages set read_at = now()
          where conversation_id = ${conversationId} and not from_channel and read_at is null
          returning id`,
      );
      return rows.length;
    },

    /** The conversation's last `count` messages, oldest first, for the audit file. */
    async auditMessages(conversationId: string, count: number) {
      return selectRows<{
        sent_at: Date | string;
        from_channel: boolean;
        body: string;
        read_at: Date | string | null;
      }>(
        db,
        sql`select * from (
            select sent_at, from_channel, body, read_at from chat_messages
            where conversation_id = ${conversationId} order by sent_at desc limit ${count}) r
          order by sent_at`,
      );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
