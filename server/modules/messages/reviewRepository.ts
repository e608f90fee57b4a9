import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewQueueItem, ReviewQueueQuery } from '../../../contract/messageReview';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import {
  messageOccurrences as o,
  messages as m,
  messageVariants,
  type StoredAudience,
} from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { reviewOf, selectSummaries, type SummaryRow } from './summaryRepository';
import type { CheckedVariant } from './variantsInput';

/** The queue answers at most this many, the oldest submissions last. */
const QUEUE_LIMIT = 200;

/** Messages, campaigns and sequence steps of the scope, live. */
const reviewableIn = (scope: Scope): SQL =>
  and(
    eq(m.isDeleted, false),
    inScope(scope, { company: m.companyId, channel: m.contentProviderId }),
  ) ?? sql`false`;

/** What approving, returning and editing read of a message under review. */
export interface ReviewTarget {
  id: string;
  companyId: string;
  channelId: string | null;
  kind: 'message' | 'campaign' | 'sequence';
  /** The language of its own texts; null: the organisation's default. */
  language: string | null;
  state: 'pending' | 'returned' | 'approved' | null;
  submittedBy: string | null;
  scheduleType: string;
  device: string;
  deliveryMode: 'fallback' | 'push' | 'sms' | 'email';
  audience: StoredAudience;
}

/** The texts a resubmission writes. */
export interface ResubmittedTexts {
  title: string;
  pushMessage: string;
  message: string;
  /** Null: the versions in other languages stay as they are. */
  variants: CheckedVariant[] | null;
}

export function createReviewRepository(db: Database) {
  return {
    /** The queue of the scope: pending, returned, or those `adminId` submitted. */
    async queue(
      scope: Scope,
      adminId: string,
      state: NonNullable<ReviewQueueQuery['state']>,
    ): Promise<{ row: SummaryRow; item: Omit<ReviewQueueItem, 'canApprove'> }[]> {
      const which =
        state === 'mine'
          ? and(eq(m.reviewSubmittedBy, adminId), inArray(m.reviewState, ['pending', 'returned']))
          : eq(m.reviewState, state);
      const rows = await selectSummaries(db)
        .where(and(reviewableIn(scope), which))
        .orderBy(desc(m.reviewSubmittedAt), desc(m.id))
        .limit(QUEUE_LIMIT);
      return rows.flatMap((row) => {
        const review = reviewOf(row);
        if (!review) return [];
        const message = row.message;
        return [
          {
            row,
            item: {
              _id: message.id,
              title: message.title,
              push_message: message.pushMessage,
              kind: message.kind,
              cp_id: message.contentProviderId,
              cp_name: row.cpName,
              scheduleType: message.scheduleType,
              recipients: message.recipients,
              review,
            },
          },
        ];
      });
    },

    /** How many of the scope await an approver other than `adminId`: the console's badge. */
    async awaiting(scope: Scope, adminId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(m)
        .where(
          and(
            reviewableIn(scope),
            eq(m.reviewState, 'pending'),
            sql`${m.reviewSubmittedBy} is distinct from ${adminId}::uuid`,
          ),
        );
      return row?.n ?? 0;
    },

    /** A message of the scope, of any kind, as a review step reads it; undefined when none. */
    async target(scope: Scope, id: string): Promise<ReviewTarget | undefined> {
      const [row] = await db
        .select({
          id: m.id,
          companyId: m.companyId,
          channelId: m.contentProviderId,
          kind: m.kind,
          language: m.language,
          state: m.reviewState,
          submittedBy: m.reviewSubmittedBy,
          scheduleType: m.scheduleType,
          device: m.device,
          deliveryMode: m.deliveryMode,
          audience: m.audience,
        })
        .from(m)
        .where(and(eq(m.id, id), reviewableIn(scope)));
      return row;
    },

    /**
     * Approves a pending message and, when it goes out at once (a send-now message or
     * follow-up), adds its occurrence due now, in one transaction. False: it was not pending
     * (any more), and nothing changed.
     */
    async approve(
      id: string,
      input: { adminId: string; comment: string | null; now: Date; dueNow: boolean },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const approved = await tx
          .update(m)
          .set({
            reviewState: 'approved',
            reviewedBy: input.adminId,
            reviewedAt: input.now,
            reviewComment: input.comment,
          })
          .where(and(eq(m.id, id), eq(m.reviewState, 'pending'), eq(m.isDeleted, false)))
          .returning({ id: m.id });
        if (approved.length === 0) return false;
        if (input.dueNow) await tx.insert(o).values({ messageId: id, dueAt: input.now });
        return true;
      });
    },

    /** Sends a pending message back with a comment. False: it was not pending. */
    async sendBack(
      id: string,
      input: { adminId: string; comment: string; now: Date },
    ): Promise<boolean> {
      const returned = await db
        .update(m)
        .set({
          reviewState: 'returned',
          reviewedBy: input.adminId,
          reviewedAt: input.now,
          reviewComment: input.comment,
        })
        .where(and(eq(m.id, id), eq(m.reviewState, 'pending'), eq(m.isDeleted, false)))
        .returning({ id: m.id });
      return returned.length > 0;
    },

    /**
     * Writes an edit of a message under review that has not gone out and submits it again, in
     * one transaction: pending once more with `adminId` its submitter, the decision cleared (its
     * comment kept, for the approver to see it was heeded). An approved message's occurrence
     * not yet begun is taken back, and a schedule's due time restored, so nothing goes out
     * until the new approval. False: it is under no review or has begun going out.
     */
    async resubmit(
      id: string,
      input: { adminId: string; now: Date; texts: ResubmittedTexts },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ state: m.reviewState })
          .from(m)
          .where(and(eq(m.id, id), eq(m.isDeleted, false)))
          .for('update');
        if (!locked?.state) return false;
        const [begun] = await tx
          .select({ n: count() })
          .from(o)
          .where(
            and(eq(o.messageId, id), sql`(${o.state} <> 'pending' or ${o.cursor} is not null)`),
          );
        if ((begun?.n ?? 0) > 0) return false;
        const taken = await tx.delete(o).where(eq(o.messageId, id)).returning({ dueAt: o.dueAt });
        const earliest = taken.map((row) => row.dueAt).sort((a, b) => a.getTime() - b.getTime())[0];
        const { texts } = input;
        await tx
          .update(m)
          .set({
            title: texts.title,
            pushMessage: texts.pushMessage,
            message: texts.message,
            reviewState: 'pending',
            reviewSubmittedBy: input.adminId,
            reviewSubmittedAt: input.now,
            reviewedBy: null,
            reviewedAt: null,
            // A schedule's occurrence taken back is due again when it was.
            ...(earliest
              ? {
                  nextDueAt: sql`case when ${m.scheduleType} = 'now' then ${m.nextDueAt}
                    else least(${m.nextDueAt}, ${earliest.toISOString()}::timestamptz) end`,
                }
              : {}),
          })
          .where(eq(m.id, id));
        if (texts.variants) {
          await tx.delete(messageVariants).where(eq(messageVariants.messageId, id));
          if (texts.variants.length > 0)
            await tx
              .insert(messageVariants)
              .values(texts.variants.map((variant) => ({ messageId: id, ...variant })));
        }
        return true;
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
