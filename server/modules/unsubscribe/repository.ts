import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Whom a receipt's unsubscribe is for: the member, their organisation, the message's channel. */
export interface UnsubscribeTarget {
  companyId: string;
  mobileUserId: string;
  /** The message's channel; null: a message of the whole organisation. */
  channelId: string | null;
  organisation: string;
  channel: string | null;
  /** An opt-out already stands that stops these emails (email or every way; this or every channel). */
  unsubscribed: boolean;
}

interface TargetRow extends Record<string, unknown> {
  company_id: string;
  mobile_user_id: string;
  channel_id: string | null;
  organisation: string;
  channel: string | null;
  unsubscribed: boolean;
}

/**
 * The receipt's member, organisation and channel, and whether their emails already stop. A
 * deleted message's receipt still unsubscribes (the email is in the member's inbox); a member who
 * is gone, or a receipt of none, is not found.
 */
export function createUnsubscribeRepository(db: Database) {
  return {
    async target(receiptId: string): Promise<UnsubscribeTarget | null> {
      const [row] = await selectRows<TargetRow>(
        db,
        sql`select m.company_id::text as company_id, u.id::text as mobile_user_id,
            m.content_provider_id::text as channel_id, c.name as organisation,
            cp.client_name as channel,
            exists (select 1 from member_opt_outs o where o.mobile_user_id = u.id
              and o.company_id = m.company_id and o.delivery in ('all', 'email')
              and (o.content_provider_id is null
                or o.content_provider_id is not distinct from m.content_provider_id)) as unsubscribed
          from message_receipts r
          join message_occurrences occ on occ.id = r.occurrence_id
          join messages m on m.id = occ.message_id
          join companies c on c.id = m.company_id
          join mobile_users u on u.id = r.mobile_user_id and u.company_id = m.company_id
          left join content_providers cp on cp.id = m.content_provider_id
          where r.id = ${receiptId}::uuid`,
      );
      if (!row) return null;
      return {
        companyId: row.company_id,
        mobileUserId: row.mobile_user_id,
        channelId: row.channel_id,
        organisation: row.organisation,
        channel: row.channel_id === null ? null : (row.channel ?? ''),
        unsubscribed: row.unsubscribed === true,
      };
    },
  };
}

export type UnsubscribeRepository = ReturnType<typeof createUnsubscribeRepository>;
