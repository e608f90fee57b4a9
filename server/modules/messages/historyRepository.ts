import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  HistoryQuery,
  MessageSender,
  MessageDetail,
  MessageReceipt,
  MessageSummary,
  ReceiptCounts,
  ReceiptStatus,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { statementNameOfShape } from '../../db/statementNames';

import {
  messageOccurrences as o,
  messageReceipts as r,
  messages as m,
} from '../../db/schema/messages';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { toPacificWallTime } from '../../lib/schedule';
import { sendingMessages } from '../delivery/public';
import { visibleChannel } from '../userGroups/public';
import { messagesInScope, type MessageKind } from './messageScopeRepository';
import { COUNT_OF_STATUS, receiptCounts } from './receiptCountsRepository';
import { CONFIRMED, RECEIPT_CONDITIONS } from './receiptStatusRepository';
import { softDeleteMessage, type MessageDeletion } from './softDeleteRepository';
import { selectSummaries, toSummary, withNextSend } from './summaryRepository';
import { deleteUploadedFile, type FileDeletion } from './uploadedFilesRepository';
import { companyDefaultLanguage, variantsOf } from './variantsRepository';

export interface Page {
  offset?: number | undefined;
  limit?: number | undefined;
}

const pageOf = (page: Page) => ({ offset: page.offset ?? 0, limit: page.limit ?? 10 });

const fullName = sql<string>`trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, ''))`;

export type HistoryFilter = Omit<HistoryQuery, 'offset' | 'limit'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The history's search and filters, as conditions beside the scope's. None of them changes the
 * order the list is read in: the page is still walked along (company or channel, kind, created,
 * id) newest first, with a date range as its bounds; the search can also be answered from the
 * trigram index of message_search_text (migration 0055) when it names few messages.
 */
export function historyConditions(filter: HistoryFilter): SQL[] {
  const parts: SQL[] = [];
  const search = filter.search?.trim();
  if (search)
    parts.push(
      sql`message_search_text(${m.title}, ${m.pushMessage}, ${m.message}) ilike ${`%${escapeLike(search)}%`}`,
    );
  if (filter.type) parts.push(eq(m.type, filter.type));
  if (filter.deliveryMode) parts.push(eq(m.deliveryMode, filter.deliveryMode));
  if (filter.status === 'sent') parts.push(eq(m.status, 0));
  if (filter.status === 'scheduled')
    parts.push(sql`${m.status} = 1 and ${m.nextDueAt} is not null`);
  if (filter.status === 'sending') parts.push(sql`${m.status} = 1 and ${m.nextDueAt} is null`);
  if (filter.from) parts.push(gte(m.dateCreated, new Date(filter.from)));
  if (filter.to) parts.push(lt(m.dateCreated, new Date(filter.to)));
  if (filter.sender) parts.push(eq(m.createdBy, filter.sender));
  return parts;
}

/** Whether a receipt's channel went out at all: none (no way to reach) and capped did not. */

const reachedBy = (channel: string) => channel !== 'none' && channel !== 'capped';

export function createMessageHistory(db: Database) {
  /**
   * A channel of the scope as the history's filter; 'all' is every message the scope sees.
   * Null: the channel is not one the scope may see.
   */
  async function channelFilter(scope: Scope, cpId: string): Promise<{ where?: SQL } | null> {
    if (cpId === 'all') return {};
    if (!(await visibleChannel(db, scope, cpId))) return null;
    return { where: eq(m.contentProviderId, cpId) };
  }

  /**
   * A summary joins seven tables, which took PostgreSQL 4 to 5 ms to plan at every call, most
   * of a message's or a history page's database time: prepared under a name made from its
   * text, it is planned a few times per connection and the plan kept.
   */
  async function findVisible(scope: Scope, id: string, kind: MessageKind) {
    const where = and(eq(m.id, sql.placeholder('id')), messagesInScope(scope, kind));
    const [row] = await selectSummaries(db)
      .where(where)
      .prepare(statementNameOfShape(db, 'message_summary', where))
      .execute({ id });
    return row;
  }

  return {
    /**
     * Sent and scheduled messages, newest first, with the total for paging; one still being
     * sent says so, with how far it is. Null: the channel is not one the scope may see.
     */
    async list(
      scope: Scope,
      cpId: string,
      page: Page & HistoryFilter,
    ): Promise<{ messages: MessageSummary[]; total: number } | null> {
      const channel = await channelFilter(scope, cpId);
      if (!channel) return null;
      const where = and(
        messagesInScope(scope, 'message'),
        channel.where,
        ...historyConditions(page),
      );

      const { offset, limit } = pageOf(page);
      const pageQuery = selectSummaries(db)
        .where(where)
        .orderBy(desc(m.dateCreated), desc(m.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'));
      // A search's best plan depends on how many messages its term names (the trigram index
      // for a rare one), so it is planned at each call; a page without one is not.
      const name = page.search?.trim() ? '' : statementNameOfShape(db, 'message_page', where);
      const [rows, [totalRow]] = await Promise.all([
        pageQuery.prepare(name).execute({ offset, limit }),
        db.select({ n: count() }).from(m).where(where),
      ]);
      // The page's messages still going out, in one statement over their ids only.
      const sending = await sendingMessages(
        db,
        rows.map((row) => row.message.id),
      );
      const messages = await Promise.all(
        rows.map(async (row) => {
          const summary = await withNextSend(db, row.message, toSummary(row));
          const progress = sending.get(summary._id);
          if (!progress) return summary;
          const percent =
            progress.expected === null
              ? null
              : Math.min(99, Math.floor((progress.handed * 100) / progress.expected));
          return { ...summary, delivery: { state: 'sending' as const, percent } };
        }),
      );
      return { messages, total: totalRow?.n ?? 0 };
    },

    /**
     * The admins who wrote messages of the history (a channel, or 'all'), by name: the sender
     * filter's choices. Reads the messages' created_by only, along the history's own index.
     * Null: the channel is not one the scope may see.
     */
    async senders(scope: Scope, cpId: string): Promise<MessageSender[] | null> {
      const channel = await channelFilter(scope, cpId);
      if (!channel) return null;
      const where = and(messagesInScope(scope, 'message'), channel.where);
      const writers = db.selectDistinct({ id: m.createdBy }).from(m).where(where).as('writers');
      const rows = await db
        .select({
          id: adminUsers.id,
          first: adminUsers.firstName,
          last: adminUsers.lastName,
          email: adminUsers.email,
        })
        .from(writers)
        .innerJoin(adminUsers, eq(adminUsers.id, writers.id))
        .orderBy(asc(adminUsers.firstName), asc(adminUsers.lastName), asc(adminUsers.email));
      return rows.map((row) => ({
        _id: row.id,
        name: `${row.first} ${row.last}`.trim() || row.email,
        email: row.email,
      }));
    },

    /**
     * One message with its receipts (filtered by status, paged) and the count of each status.
     * Null: no such message in scope. The history's are messages; a review reads a campaign or a
     * sequence step the same way.
     */
    async detail(
      scope: Scope,
      id: string,
      query: Page & { status?: ReceiptStatus | undefined },
      kind: MessageKind = 'message',
    ): Promise<{
      message: MessageDetail;
      receipts: MessageReceipt[];
      totalReceipts: number;
      counts: ReceiptCounts;
    } | null> {
      const row = await findVisible(scope, id, kind);
      if (!row) return null;
      const status = query.status ?? 'all';
      // The occurrences first (a handful), so the receipts are read as ranges of their
      // (occurrence, user) index: joined in one statement, the planner merge-joined along the
      // whole index, a scan over every message's receipts.
      const occurrences = await db.select({ id: o.id }).from(o).where(eq(o.messageId, id));
      const ofMessage = inArray(
        r.occurrenceId,
        occurrences.map((occurrence) => occurrence.id),
      );
      const where = status === 'all' ? ofMessage : and(ofMessage, RECEIPT_CONDITIONS[status]);
      const { offset, limit } = pageOf(query);
      const [receipts, counts, original, variants, ownLanguage] = await Promise.all([
        db
          .select({ receipt: r, fullName, email: u.email, confirmed: CONFIRMED })
          .from(r)
          .leftJoin(u, eq(u.id, r.mobileUserId))
          .where(where)
          .orderBy(r.occurrenceId, r.mobileUserId)
          .offset(offset)
          .limit(limit),
        receiptCounts(db, id),
        row.message.followUpOf
          ? db.select({ title: m.title }).from(m).where(eq(m.id, row.message.followUpOf))
          : Promise.resolve([]),
        variantsOf(db, id),
        row.message.language ?? companyDefaultLanguage(db, row.message.companyId),
      ]);
      return {
        message: {
          ...(await withNextSend(db, row.message, toSummary(row))),
          message: row.message.message,
          audience: row.message.audience,
          followUpOfTitle: original[0]?.title ?? null,
          notFollowing: row.message.notFollowing ?? null,
          language: ownLanguage,
          variants,
        },
        receipts: receipts.map(({ receipt, fullName: name, email, confirmed }) => ({
          _id: receipt.id,
          is_read: receipt.readAt !== null,
          readResponse: receipt.readResponse,
          confirmed,
          feedback: receipt.feedback,
          feedbackComment: receipt.feedbackComment,
          channel: receipt.channel,
          sentAt: reachedBy(receipt.channel) ? toPacificWallTime(receipt.sentAt) : null,

          readAt: receipt.readAt ? toPacificWallTime(receipt.readAt) : null,
          language: receipt.language ?? ownLanguage,
          userInfo: { fullName: name ?? '', email: email ?? null },
        })),
        totalReceipts: counts[COUNT_OF_STATUS[status]],
        counts,
      };
    },

    /** Deletes a message (a flag); refused while it is being sent. */
    remove: (scope: Scope, id: string): Promise<MessageDeletion> =>
      softDeleteMessage(db, scope, id, 'message'),

    /** Deletes an uploaded file that no message still to be sent uses. */
    removeFile: (scope: Scope, id: string): Promise<FileDeletion> =>
      deleteUploadedFile(db, scope, id),
  };
}

export type MessageHistory = ReturnType<typeof createMessageHistory>;
