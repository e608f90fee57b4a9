import { sql } from 'drizzle-orm';
import type {
  MemberChatMessage,
  MemberConsentEvent,
  MemberDevice,
  MemberExport,
  MemberProfile,
  MemberReceipt,
} from '../../../contract/memberData';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { consentHistoryOf, optOutsOf } from '../optOuts/public';

type When = Date | string;
const iso = (value: When): string => new Date(value).toISOString();
const isoOrNull = (value: When | null): string | null => (value === null ? null : iso(value));

/** A push token as the export shows it: its last four characters, the rest masked. */
export function maskToken(token: string): string {
  return token.length <= 4 ? '••••' : `••••${token.slice(-4)}`;
}

/** A member the caller may export or erase: in scope, deleted or not; null when none. */
export interface MemberInScope {
  id: string;
  companyId: string;
  erasedAt: Date | null;
}

/** A member's receipts, by the receipts' member index (migration 0064, the app's inbox). */
export const memberReceiptsSql = (memberId: string) =>
  sql`select r.id from message_receipts r where r.mobile_user_id = ${memberId}`;

interface ProfileRow extends Record<string, unknown> {
  id: string;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  userid: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  platform: string | null;
  type: string | null;
  language: string | null;
  time_zone: string;
  reported_time_zone: string | null;
  funded_provider: string | null;
  is_active: number;
  is_deleted: number;
  registered: boolean;
  im_disabled: boolean;
  is_daily_deal: boolean;
  date_created: When;
  custom_fields: Record<string, string>;
}

/** The reads of a member's export: every section of contract/memberData.ts's MemberExport. */
export function createMemberExportRepository(db: Database) {
  const profileOf = async (companyId: string, memberId: string) => {
    const [row] = await selectRows<ProfileRow>(
      db,
      sql`select u.*, c.name as company_name from mobile_users u join companies c on c.id = u.company_id
        where u.id = ${memberId} and u.company_id = ${companyId} and u.erased_at is null`,
    );
    return row ?? null;
  };

  const profile = (row: ProfileRow): MemberProfile => ({
    _id: row.id,
    firstname: row.first_name,
    lastname: row.last_name,
    email: row.email,
    phone: row.phone,
    userid: row.userid,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    platForm: row.platform,
    type: row.type,
    language: row.language,
    timeZone: row.time_zone,
    reportedTimeZone: row.reported_time_zone,
    fundedProvider: row.funded_provider,
    isActive: row.is_active === 1,
    isDeleted: row.is_deleted === 1,
    registered: row.registered,
    imDisabled: row.im_disabled,
    isDailyDeal: row.is_daily_deal,
    dateCreated: iso(row.date_created),
  });

  const receipts = async (companyId: string, memberId: string): Promise<MemberReceipt[]> => {
    const rows = await selectRows<{
      id: string;
      message_id: string;
      title: string;
      channel_name: string | null;
      channel: string;
      language: string | null;
      sent_at: When;
      read_at: When | null;
      read_response: boolean;
      feedback: number | null;
      feedback_comment: string | null;
    }>(
      db,
      sql`select r.id, m.id as message_id, coalesce(nullif(v.title, ''), m.title) as title,
          p.client_name as channel_name, r.channel, r.language, r.sent_at, r.read_at,
          r.read_response, r.feedback, r.feedback_comment
        from message_receipts r
        join message_occurrences o on o.id = r.occurrence_id
        join messages m on m.id = o.message_id and m.company_id = ${companyId}
        left join message_variants v on v.message_id = m.id and v.language = r.language
        left join content_providers p on p.id = m.content_provider_id
        where r.mobile_user_id = ${memberId}
        order by r.sent_at desc, r.id desc`,
    );
    return rows.map((row) => ({
      receiptId: row.id,
      messageId: row.message_id,
      title: row.title,
      channelName: row.channel_name,
      delivery: row.channel,
      language: row.language,
      sentAt: iso(row.sent_at),
      readAt: isoOrNull(row.read_at),
      confirmed: row.read_response,
      feedback: row.feedback === null ? null : Number(row.feedback),
      feedbackComment: row.feedback_comment,
    }));
  };

  const chats = async (memberId: string): Promise<MemberChatMessage[]> => {
    const rows = await selectRows<{
      conversation_id: string;
      channel_name: string | null;
      from_channel: boolean;
      body: string;
      sent_at: When;
      read_at: When | null;
    }>(
      db,
      sql`select c.id as conversation_id, p.client_name as channel_name, m.from_channel, m.body,
          m.sent_at, m.read_at
        from chat_conversations c
        join chat_messages m on m.conversation_id = c.id
        left join content_providers p on p.id = c.content_provider_id
        where c.mobile_user_id = ${memberId}
        order by c.id, m.sent_at, m.id`,
    );
    return rows.map((row) => ({
      conversationId: row.conversation_id,
      channelName: row.channel_name,
      fromChannel: row.from_channel,
      body: row.body,
      sentAt: iso(row.sent_at),
      readAt: isoOrNull(row.read_at),
    }));
  };

  const devices = async (memberId: string): Promise<MemberDevice[]> => {
    const rows = await selectRows<{
      platform: string;
      app_version: string;
      push_token: string;
      created_at: When;
      last_seen_at: When;
    }>(
      db,
      sql`select platform, app_version, push_token, created_at, last_seen_at
        from mobile_user_devices where mobile_user_id = ${memberId} order by created_at, id`,
    );
    return rows.map((row) => ({
      platform: row.platform,
      appVersion: row.app_version,
      pushToken: maskToken(row.push_token),
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
    }));
  };

  return {
    /** The member the caller may export or erase, deleted or not, erased or not. */
    async memberInScope(scope: Scope, memberId: string): Promise<MemberInScope | null> {
      const [row] = await selectRows<{ id: string; company_id: string; erased_at: When | null }>(
        db,
        sql`select u.id, u.company_id, u.erased_at from mobile_users u
          where u.id = ${memberId} and ${inScopeSql(scope, { company: sql`u.company_id` })}`,
      );
      if (!row) return null;
      return {
        id: row.id,
        companyId: row.company_id,
        erasedAt: row.erased_at === null ? null : new Date(row.erased_at),
      };
    },

    /** Everything held of one member of the organisation, or null (none, or erased). */
    async exportOf(companyId: string, memberId: string, now: Date): Promise<MemberExport | null> {
      const row = await profileOf(companyId, memberId);
      if (!row) return null;
      const groups = await selectRows<{ id: string; name: string }>(
        db,
        sql`select g.id, g.name from user_group_members gm join user_groups g on g.id = gm.group_id
          where gm.mobile_user_id = ${memberId} order by g.name, g.id`,
      );
      const channels = await selectRows<{ id: string; name: string; followed_at: When }>(
        db,
        sql`select p.id, p.client_name as name, f.followed_at from channel_followers f
          join content_providers p on p.id = f.content_provider_id
          where f.mobile_user_id = ${memberId} order by p.client_name, p.id`,
      );
      const sessions = await selectRows<{ created_at: When; last_used_at: When | null }>(
        db,
        // Last used: the minute of its latest call (app_token_calls, migration 0064).
        sql`select t.created_at, greatest(t.last_used_at, c.calls_window) as last_used_at
          from app_user_tokens t left join app_token_calls c on c.token_hash = t.token_hash
          where t.mobile_user_id = ${memberId} order by t.created_at`,
      );
      const [quiet] = await selectRows<{ start: string; end: string }>(
        db,
        // Minutes after midnight on the member's clock (migration 0063), as HH:MM.
        sql`select to_char(make_interval(mins => "start"::int), 'HH24:MI') as start,
            to_char(make_interval(mins => "end"::int), 'HH24:MI') as "end"
          from member_quiet_hours where mobile_user_id = ${memberId}`,
      );
      const consent: MemberConsentEvent[] = (await consentHistoryOf(db, companyId, memberId)).map(
        (event) => ({ ...event, at: iso(event.at) }),
      );
      return {
        exportedAt: now.toISOString(),
        organisation: row.company_name,
        member: profile(row),
        customFields: Object.entries(row.custom_fields ?? {}).map(([name, value]) => ({
          name,
          value: String(value),
        })),
        groups: groups.map((group) => ({ _id: group.id, name: group.name })),
        channels: channels.map((channel) => ({
          _id: channel.id,
          name: channel.name,
          followedAt: iso(channel.followed_at),
        })),
        devices: await devices(memberId),
        appSessions: sessions.map((session) => ({
          createdAt: iso(session.created_at),
          lastUsedAt: isoOrNull(session.last_used_at),
        })),
        messages: await receipts(companyId, memberId),
        chats: await chats(memberId),
        optOuts: (await optOutsOf(db, companyId, [memberId])).get(memberId) ?? [],
        consentHistory: consent,
        quietHours: quiet ? { start: quiet.start, end: quiet.end } : null,
      };
    },
  };
}

export type MemberExportRepository = ReturnType<typeof createMemberExportRepository>;
