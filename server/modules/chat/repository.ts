import { sql, type SQL } from 'drizzle-orm';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { inScopeSql } from '../../db/inScope';

const RECENT_MESSAGES = 50;

/**
 * The channels whose conversations a scope may read, as a condition on the channel row named
 * `channels`: its own, its company's, or everyone's.
 */
function conversationScope(scope: Scope, channels = 'p'): SQL {
  return inScopeSql(scope, {
    company: sql.raw(`${channels}.company_id`),
    channel: sql.raw(`${channels}.id`),
  });
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
      // Each channel's conversations are walked newest first by their index, only as far as
      // the page reaches, and the channels' walks merged: joining every conversation of the
      // organisation to its member before sorting read 20,000 members for a page of 20
      // (1.5 s at ten million members).
      const rows = await selectRows<ConversationRow>(
        db,
        sql`select c.id, p.id as cp_id, p.client_name as cp_name, c.last_message_at,
            c.user_id, c.first_name, c.last_name, c.email,
            (select count(*) from chat_messages m
              where m.conversation_id = c.id and not m.from_channel and m.read_at is null) as unread,
            coalesce((select json_agg(r order by r.sent_at) from (
              select m.id, m.body, m.from_channel, m.sent_at, m.read_at from chat_messages m
              where m.conversation_id = c.id order by m.sent_at desc limit ${RECENT_MESSAGES}) r),
              '[]'::json) as messages
          from content_providers p
          cross join lateral (
            select c.id, c.last_message_at, u.id as user_id, u.first_name, u.last_name, u.email
            from chat_conversations c
            join mobile_users u on u.id = c.mobile_user_id and u.is_deleted = 0
            where c.content_provider_id = p.id
            order by c.last_message_at desc, c.id
            limit ${skip + limit}) c
          where ${conversationScope(scope)}
          order by c.last_message_at desc, c.id
          limit ${limit} offset ${skip}`,
      );
      // The conversations in scope less those of deleted members, found from the members
      // (few, by the (company, is_deleted) index): checking each conversation's member read
      // 20,000 of them (160 ms at ten million members).
      const [count] = await selectRows<{ total: number | string }>(
        db,
        sql`select
          (select count(*) from chat_conversations c
            join content_providers p on p.id = c.content_provider_id where ${conversationScope(scope)})
          - (select count(*) from chat_conversations c
            join content_providers p on p.id = c.content_provider_id
            where ${conversationScope(scope)} and c.mobile_user_id in (
              select u.id from mobile_users u where u.is_deleted = 1 and u.company_id in (
                select p2.company_id from content_providers p2 where ${conversationScope(scope, 'p2')})))
          as total`,
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
