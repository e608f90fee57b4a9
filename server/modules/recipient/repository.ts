import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  FeedbackBody,
  RecipientMedia,
  RecipientMessage,
} from '../../../contract/recipientMessages';
import type { Database } from '../../db/client';
import { receiptConfirmed } from '../../db/receiptConfirmed';
import { contentProviders } from '../../db/schema/channels';
import {
  messageFiles as f,
  messageOccurrences as o,
  messageReceipts as r,
  messages as m,
  messageVariants as v,
} from '../../db/schema/messages';
import { toPacificWallTime } from '../../lib/schedule';

type Executor = Pick<Database, 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Receipt ids are the links recipients open; anything that is not one is simply not there. */
const isReceiptId = (id: string): boolean => UUID.test(id);

export type ReceiptState = RecipientMessage['receipt'];

/** A receipt as `readMany` answers it: what its recipient sees, and the receipt's own facts. */
export interface RecipientReceiptView {
  message: RecipientMessage;
  sentAt: Date;
  /** The variant the recipient got; null: the message's own text. */
  language: string | null;
  readAt: Date | null;
  /** Confirmed as every count reads it: opened and Confirm pressed, or answered yes. */
  confirmed: boolean;
}

/**
 * Marks the receipt opened, once: the conditional update lets exactly one of several
 * simultaneous taps through, and only that one counts in the message's `read`.
 */
async function markOpened(db: Executor, id: string): Promise<void> {
  await db.execute(sql`with opened as (
      update message_receipts set read_at = now() where id = ${id} and read_at is null
      returning occurrence_id)
    update messages set read = read + 1
    from message_occurrences occ, opened
    where occ.id = opened.occurrence_id and messages.id = occ.message_id`);
}

export function fileUrlOf(receiptId: string): string {
  return `/api/channel/file/${receiptId}`;
}

/** The audio or video a message carries, as its recipient plays it (uploads' public part). */
export type RecipientMediaOf = (uploadId: string) => Promise<RecipientMedia | null>;

export function createRecipientRepository(db: Database, mediaOf: RecipientMediaOf) {
  const liveReceipt = (id: string) => and(eq(r.id, id), eq(m.isDeleted, false));

  /** Receipts of live messages with what their recipient reads: the message, its variant. */
  const receiptRows = (where: SQL | undefined) =>
    db
      .select({
        receipt: r,
        message: m,
        cpName: contentProviders.clientName,
        fileName: f.name,
        variant: { title: v.title, pushMessage: v.pushMessage, message: v.message },
        confirmed: receiptConfirmed(),
      })
      .from(r)
      .innerJoin(o, eq(o.id, r.occurrenceId))
      .innerJoin(m, eq(m.id, o.messageId))
      .leftJoin(contentProviders, eq(contentProviders.id, m.contentProviderId))
      .leftJoin(f, eq(f.id, m.fileId))
      // The variant the receipt got, by its primary key; none: the message's own texts.
      .leftJoin(v, and(eq(v.messageId, m.id), eq(v.language, r.language)))
      .where(and(where, eq(m.isDeleted, false)));
  type ReceiptRow = Awaited<ReturnType<typeof receiptRows>>[number];

  async function load(id: string) {
    if (!isReceiptId(id)) return undefined;
    const [row] = await receiptRows(eq(r.id, id));
    return row;
  }

  /** What the recipient sees of one loaded receipt (its merge fields not yet filled). */
  async function messageOf(row: ReceiptRow): Promise<RecipientMessage> {
    const { receipt, message, cpName, fileName } = row;
    const texts = row.variant ?? message;
    const hasFile = message.fileId !== null && fileName !== null;
    return {
      _id: receipt.id,
      type: message.type,
      title: texts.title,
      push_message: texts.pushMessage,
      message: texts.message,
      url: message.url,
      cp_name: cpName,
      isReadRequired: message.isReadRequired,
      enableFeedback: message.enableFeedback,
      fileUrl: hasFile ? fileUrlOf(receipt.id) : null,
      fileName: hasFile ? fileName : null,
      media: message.uploadId ? await mediaOf(message.uploadId) : null,
      sentAt: toPacificWallTime(receipt.sentAt),
      receipt: stateOf(receipt),
    };
  }

  const stateOf = (receipt: typeof r.$inferSelect): ReceiptState => ({
    is_read: receipt.readAt !== null,
    readResponse: receipt.readResponse,
    feedback: receipt.feedback,
    feedbackComment: receipt.feedbackComment,
  });

  async function stateAfter(id: string): Promise<ReceiptState | null> {
    const row = await load(id);
    return row ? stateOf(row.receipt) : null;
  }

  return {
    /** The message as its recipient sees it. Reading it marks nothing: the app says when. */
    async read(id: string): Promise<RecipientMessage | null> {
      const row = await load(id);
      return row ? messageOf(row) : null;
    },

    /**
     * Several receipts at once, as `read` shows each (the app's inbox: a page in one statement),
     * in the order of `ids`, with when each was sent and the language it was sent in; ids not
     * found (not a receipt's, or of a deleted message) are left out.
     */
    async readMany(ids: readonly string[]): Promise<RecipientReceiptView[]> {
      const valid = ids.filter(isReceiptId);
      if (valid.length === 0) return [];
      const rows = await receiptRows(inArray(r.id, valid));
      const byId = new Map(rows.map((row) => [row.receipt.id, row]));
      const views: RecipientReceiptView[] = [];
      for (const id of valid) {
        const row = byId.get(id);
        if (!row) continue;
        views.push({
          message: await messageOf(row),
          sentAt: row.receipt.sentAt,
          language: row.receipt.language,
          readAt: row.receipt.readAt,
          confirmed: row.confirmed,
        });
      }
      return views;
    },

    async markOpened(id: string): Promise<ReceiptState | null> {
      if (!(await load(id))) return null;
      await markOpened(db, id);
      return stateAfter(id);
    },

    /** Read and confirmed: opened too, if it was not yet. */
    async confirm(id: string): Promise<ReceiptState | null> {
      if (!(await load(id))) return null;
      await db.transaction(async (tx) => {
        await markOpened(tx, id);
        await tx
          .update(r)
          .set({ readResponse: true })
          .where(and(eq(r.id, id), eq(r.readResponse, false)));
      });
      return stateAfter(id);
    },

    /**
     * The recipient's answer, kept once: a yes or no is final, a dismissal (-1) may still be
     * followed by an answer. A repeat changes nothing and answers the stored values.
     */
    async feedback(
      id: string,
      body: FeedbackBody,
    ): Promise<ReceiptState | { kind: 'noFeedback' } | null> {
      const row = await load(id);
      if (!row) return null;
      if (!row.message.enableFeedback) return { kind: 'noFeedback' };
      await db.transaction(async (tx) => {
        await markOpened(tx, id);
        await tx
          .update(r)
          .set({ feedback: body.feedback, feedbackComment: body.feedbackComment?.trim() || null })
          .where(
            and(
              eq(r.id, id),
              sql`(${r.feedback} is null or (${r.feedback} = -1 and ${body.feedback} <> -1))`,
            ),
          );
      });
      return stateAfter(id);
    },

    /** The attached file of the message behind a receipt. */
    async file(id: string): Promise<{ name: string; mimeType: string; content: Buffer } | null> {
      if (!isReceiptId(id)) return null;
      const [row] = await db
        .select({ name: f.name, mimeType: f.mimeType, content: f.content })
        .from(r)
        .innerJoin(o, eq(o.id, r.occurrenceId))
        .innerJoin(m, eq(m.id, o.messageId))
        .innerJoin(f, eq(f.id, m.fileId))
        .where(liveReceipt(id));
      return row ?? null;
    },
  };
}

export type RecipientRepository = ReturnType<typeof createRecipientRepository>;
