import { sql } from 'drizzle-orm';
import { INBOX_UNREAD_CAP, INBOX_UNREAD_SCAN } from '../../../contract/inbox';
import type { InboxReceiptState } from '../../../contract/inbox';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { AppUser } from '../devices/public';

/** Where a page ends: its last receipt's send time (microseconds since 1970) and id. */
export type InboxPosition = {
  sentAtMicros: string;
  id: string;
};

/**
 * The member's inbox as rows: their receipts of live messages of their organisation, not
 * deleted from the inbox, whatever way (or none) they were reached. Walked newest first by
 * message_receipts_user_sent_idx (mobile_user_id, sent_at desc, id desc).
 */
function inboxOf(user: AppUser) {
  return sql`message_receipts r
    join message_occurrences o on o.id = r.occurrence_id
    join messages m on m.id = o.message_id
      and not m.is_deleted and m.company_id = ${user.companyId}
    where r.mobile_user_id = ${user.mobileUserId} and r.inbox_removed_at is null`;
}

export function createInboxRepository(db: Database) {
  /** The member's unread messages, counted up to the cap among the inbox's newest. */
  async function unread(user: AppUser): Promise<number> {
    const [row] = await selectRows<{ unread: number }>(
      db,
      sql`select count(*)::int as unread from (
        select 1 from (
          select r.read_at from ${inboxOf(user)}
          order by r.sent_at desc, r.id desc limit ${INBOX_UNREAD_SCAN}
        ) newest where read_at is null limit ${INBOX_UNREAD_CAP}
      ) counted`,
    );
    return row?.unread ?? 0;
  }

  return {
    unread,

    /** A page's receipt ids, newest first, after `after`; one more than `limit` says more follow. */
    async page(
      user: AppUser,
      after: InboxPosition | null,
      limit: number,
    ): Promise<InboxPosition[]> {
      const older = after
        ? sql`and (r.sent_at, r.id) < (timestamptz 'epoch' + ${after.sentAtMicros}::bigint
            * interval '1 microsecond', ${after.id}::uuid)`
        : sql``;
      return selectRows<InboxPosition>(
        db,
        sql`select r.id::text as id,
            (extract(epoch from r.sent_at) * 1000000)::bigint::text as "sentAtMicros"
          from ${inboxOf(user)} ${older}
          order by r.sent_at desc, r.id desc limit ${limit + 1}`,
      );
    },

    /** Whether the receipt is the member's, of a live message of their organisation. */
    async owns(user: AppUser, receiptId: string): Promise<boolean> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select r.id::text as id from message_receipts r
          join message_occurrences o on o.id = r.occurrence_id
          join messages m on m.id = o.message_id
            and not m.is_deleted and m.company_id = ${user.companyId}
          where r.id = ${receiptId} and r.mobile_user_id = ${user.mobileUserId}`,
      );
      return rows.length > 0;
    },

    /** The receipt as the member has answered it so far. */
    async state(receiptId: string): Promise<InboxReceiptState | null> {
      const [row] = await selectRows<{
        read_at: string | Date | null;
        read_response: boolean;
        confirmed: boolean;
        feedback: number | null;
        feedback_comment: string | null;
      }>(
        db,
        sql`select read_at, read_response, feedback, feedback_comment,
            receipt_confirmed(read_at, read_response, feedback) as confirmed
          from message_receipts where id = ${receiptId}`,
      );
      if (!row) return null;
      return {
        read: row.read_at !== null,
        readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
        readResponse: row.read_response,
        confirmed: row.confirmed,
        feedback: row.feedback === null ? null : Number(row.feedback),
        feedbackComment: row.feedback_comment,
      };
    },

    /**
     * Deletes the message from the member's inbox only: the receipt stays, with its counts,
     * the message's history and the audit. A repeat changes nothing.
     */
    async remove(user: AppUser, receiptId: string): Promise<void> {
      await db.execute(sql`update message_receipts set inbox_removed_at = now()
        where id = ${receiptId} and mobile_user_id = ${user.mobileUserId}
          and inbox_removed_at is null`);
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
