import type { AccessKey } from '../../../contract/accessKeys';
import {
  reviewRequired,
  type MessageReview,
  type MessageReviewDetail,
  type ResubmitMessageBody,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
} from '../../../contract/messageReview';
import { DEVICES, type AudienceCount } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { countAudience, loadSendingChannel } from '../delivery/public';
import type { MessageHistory } from './historyRepository';
import { checkMergeFields } from './mergeFieldCheck';
import type { createMessagePreview } from './previewService';
import { createReviewRepository, type ReviewTarget } from './reviewRepository';
import { reviewSettingOf } from './reviewGateRepository';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { readSummaryRow } from './sendRepository';
import { reviewOf } from './summaryRepository';
import { checkedVariants } from './variantsInput';
import { companyDefaultLanguage } from './variantsRepository';

/** Who acts: the signed-in admin and the keys of their role. */
export interface Reviewer {
  id: string;
  accessKeys: readonly AccessKey[];
}

type Preview = ReturnType<typeof createMessagePreview>;

const ownMessage = () =>
  new AppError(
    'error_review_own_message',
    'You submitted this message: another admin must approve or return it.',
  );
const notPending = () =>
  new AppError('error_review_not_pending', 'This message is not awaiting approval.');
const notEditable = () =>
  new AppError(
    'error_review_not_editable',
    'Only a message under review that has not gone out can be edited here.',
  );
const noCredits = (count: AudienceCount) =>
  new AppError(
    'error_no_text_credits',
    `These SMS need ${count.creditsNeeded} off-app text credits; the channel has ${count.creditsRemaining}.`,
  );

/** A count of nobody: a campaign without a channel to go out through. */
const NOBODY: AudienceCount = {
  total: 0,
  push: 0,
  sms: 0,
  email: 0,
  none: 0,
  suspended: 0,
  optedOut: { push: 0, sms: 0, email: 0 },
  reached: 0,
  notReachable: 0,
  notFollowing: null,
  creditsNeeded: 0,
  creditsRemaining: 0,
  capped: 0,
};

const mayApprove = (admin: Reviewer) => admin.accessKeys.includes('approveMessages');

/**
 * Review before sending (docs/decisions.md, "Review before sending"): the queue, what an
 * approver sees, approving, returning and the sender's edit. Who is told by email is the
 * routes' (reviewNotifier.ts, once each step is committed).
 */
export function createReviewService(
  db: Database,
  deps: { history: MessageHistory; preview: Preview },
  clock: () => Date = () => new Date(),
) {
  const reviews = createReviewRepository(db);

  /** The message in scope, under review or not; another tenant's is not found. */
  async function targetOf(scope: Scope, id: string): Promise<ReviewTarget> {
    const target = await reviews.target(scope, id);
    if (!target) throw notFound('Message');
    return target;
  }

  /** The stored message's channel, or null for a campaign with none. */
  async function channelOf(target: ReviewTarget, now: Date) {
    if (!target.channelId) return null;
    const channel = await loadSendingChannel(db, target.companyId, target.channelId, now);
    if (!channel) throw notFound('Channel');
    return channel;
  }

  /** How many the stored message reaches now, and the credits its SMS need. */
  async function reachNow(target: ReviewTarget, now: Date): Promise<AudienceCount> {
    const channel = await channelOf(target, now);
    if (!channel) return NOBODY;
    const count = await countAudience(
      db,
      {
        channel,
        device: DEVICES.find((device) => device === target.device) ?? 'all',
        audience: target.audience,
        mode: target.deliveryMode,
      },
      now,
    );
    const setting = await reviewSettingOf(db, target.companyId);
    return { ...count, needsReview: reviewRequired(setting, count.total) };
  }

  /** Whether the admin may decide on it: holds the key, did not submit it, and it waits. */
  const canApprove = (admin: Reviewer, review: Pick<MessageReview, 'state' | 'submittedBy'>) =>
    mayApprove(admin) && review.state === 'pending' && review.submittedBy?._id !== admin.id;

  async function reviewNow(id: string): Promise<MessageReview> {
    const row = await readSummaryRow(db, id);
    const review = row ? reviewOf(row) : null;
    if (!review) throw notFound('Message');
    return review;
  }

  /** The decision's checks: in scope, under review, not the decider's own, still pending. */
  async function decidable(scope: Scope, admin: Reviewer, id: string): Promise<ReviewTarget> {
    const target = await targetOf(scope, id);
    if (target.submittedBy === admin.id) throw ownMessage();
    if (target.state !== 'pending') throw notPending();
    return target;
  }

  return {
    /** GET /messages/reviews: the scope's queue, and how many await this admin. */
    async queue(
      scope: Scope,
      admin: Reviewer,
      state: ReviewQueueQuery['state'],
    ): Promise<ReviewQueueResponse['data']> {
      const [rows, awaiting] = await Promise.all([
        reviews.queue(scope, admin.id, state ?? 'pending'),
        mayApprove(admin) ? reviews.awaiting(scope, admin.id) : Promise.resolve(0),
      ]);
      return {
        items: rows.map(({ item }) => ({ ...item, canApprove: canApprove(admin, item.review) })),
        awaitingMe: awaiting,
      };
    },

    /** GET /messages/{id}/review: the message, its review, its preview and its reach now. */
    async detail(scope: Scope, admin: Reviewer, id: string): Promise<MessageReviewDetail> {
      const target = await targetOf(scope, id);
      // A message that needed no review has none to show.
      if (!target.state) throw notFound('Review');
      const now = clock();
      const read = await deps.history.detail(scope, id, { limit: 1 }, target.kind);
      if (!read) throw notFound('Message');
      const { message } = read;
      const review = message.review;
      if (!review) throw notFound('Message');
      const channel = await channelOf(target, now);
      const [audience, preview] = await Promise.all([
        reachNow(target, now),
        channel
          ? deps.preview.ofStored(channel, target.audience, {
              device: DEVICES.find((device) => device === target.device) ?? 'all',
              deliveryMode: target.deliveryMode,
              title: message.title,
              push_message: message.push_message,
              message: message.message,
              variants: message.variants ?? [],
            })
          : null,
      ]);
      return {
        message,
        review,
        preview: preview ?? {
          problems: [],
          members: [],
          customFields: [],
          sms: { length: 0, encoding: 'GSM-7', segments: 0 },
          languages: [],
          defaultLanguage: message.language ?? (await companyDefaultLanguage(db, target.companyId)),
        },
        audience,
        canApprove: canApprove(admin, review),
      };
    },

    /**
     * Approves it. A message that goes out at once gets its occurrence due now, its credits
     * checked again first (402, nothing stored, when short); a scheduled one is the
     * scheduler's again, and one whose time passed while it waited goes at its next look.
     */
    async approve(
      scope: Scope,
      admin: Reviewer,
      id: string,
      comment: string | undefined,
    ): Promise<MessageReview> {
      const target = await decidable(scope, admin, id);
      const now = clock();
      const dueNow = target.kind === 'message' && target.scheduleType === 'now';
      if (dueNow) {
        const count = await reachNow(target, now);
        if (count.creditsNeeded > count.creditsRemaining) throw noCredits(count);
      }
      const trimmed = comment?.trim() ?? '';
      const approved = await reviews.approve(id, {
        adminId: admin.id,
        comment: trimmed === '' ? null : trimmed,
        now,
        dueNow,
      });
      if (!approved) throw notPending();
      return reviewNow(id);
    },

    /** Sends it back to its sender with what to change. */
    async sendBack(
      scope: Scope,
      admin: Reviewer,
      id: string,
      comment: string,
    ): Promise<MessageReview> {
      await decidable(scope, admin, id);
      const returned = await reviews.sendBack(id, {
        adminId: admin.id,
        comment: comment.trim(),
        now: clock(),
      });
      if (!returned) throw notPending();
      return reviewNow(id);
    },

    /**
     * The sender's edit (or another's with the messages key in scope) of a message under
     * review that has not gone out: its texts checked as compose checks them, then pending again.
     */
    async resubmit(
      scope: Scope,
      admin: Reviewer,
      id: string,
      body: ResubmitMessageBody,
    ): Promise<MessageReview> {
      const target = await targetOf(scope, id);
      if (target.kind !== 'message' || !target.state) throw notEditable();
      const html = sanitizeMessageHtml(body.message);
      await checkMergeFields(db, target.companyId, {
        title: body.title,
        push_message: body.push_message,
        message: html,
      });
      const language = target.language ?? (await companyDefaultLanguage(db, target.companyId));
      const variants = body.variants
        ? await checkedVariants(db, target.companyId, language, body.variants)
        : null;
      const resubmitted = await reviews.resubmit(id, {
        adminId: admin.id,
        now: clock(),
        texts: {
          title: body.title.trim(),
          pushMessage: body.push_message,
          message: html,
          variants,
        },
      });
      if (!resubmitted) throw notEditable();
      return reviewNow(id);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
