import { Type, type Static } from '@sinclair/typebox';
import { FreeText, L, Nullable, Success } from './common';
import { AudienceCount, MessageDetail } from './messages';
import { MessagePreview } from './messagePreview';
import { MessageVariant } from './messageVariants';
import { MessageReview } from './messageReviewState';

export * from './messageReviewState';

/** One message in the review queue: GET /messages/reviews. */
export const ReviewQueueItem = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  kind: Type.Union([L('message'), L('campaign'), L('sequence')]),
  cp_id: Nullable(Type.String()),
  cp_name: Nullable(Type.String()),
  scheduleType: Type.String(),
  recipients: Type.Number(),
  review: MessageReview,
  /** Whether the signed-in admin may approve it (holds the key and did not submit it). */
  canApprove: Type.Boolean(),
});
export type ReviewQueueItem = Static<typeof ReviewQueueItem>;

export const ReviewQueueQuery = Type.Object({
  /** 'pending' (the default): awaiting an approver; 'returned': sent back; 'mine': submitted by me. */
  state: Type.Optional(Type.Union([L('pending'), L('returned'), L('mine')])),
});
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

export const ReviewQueueResponse = Success(
  Type.Object({
    items: Type.Array(ReviewQueueItem),
    /** How many await this admin's approval: the console's notification badge. */
    awaitingMe: Type.Number(),
  }),
);
export type ReviewQueueResponse = Static<typeof ReviewQueueResponse>;

/**
 * What an approver sees before deciding: GET /messages/{id}/review. The message as stored
 * (every language), three members' renderings in their own languages, the reach and the
 * credits it will cost now.
 */
export const MessageReviewDetail = Type.Object({
  message: MessageDetail,
  review: MessageReview,
  preview: MessagePreview,
  audience: AudienceCount,
  canApprove: Type.Boolean(),
});
export type MessageReviewDetail = Static<typeof MessageReviewDetail>;
export const MessageReviewDetailResponse = Success(MessageReviewDetail);

/** POST /messages/{id}/review/approve */
export const ApproveMessageBody = Type.Object(
  { comment: Type.Optional(FreeText({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type ApproveMessageBody = Static<typeof ApproveMessageBody>;

/** POST /messages/{id}/review/return: the comment says what to change. */
export const ReturnMessageBody = Type.Object(
  { comment: FreeText({ minLength: 1, maxLength: 1000, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type ReturnMessageBody = Static<typeof ReturnMessageBody>;

/**
 * PUT /messages/{id}/review: the sender's edit of a returned (or still pending, or approved but
 * not yet sent) message; it goes back to 'pending'. The texts are checked as at compose.
 */
export const ResubmitMessageBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    push_message: FreeText({ minLength: 1, maxLength: 500 }),
    message: FreeText({ maxLength: 100_000 }),
    variants: Type.Optional(Type.Array(MessageVariant, { maxItems: 40 })),
  },
  { additionalProperties: false },
);
export type ResubmitMessageBody = Static<typeof ResubmitMessageBody>;

export const MessageReviewResponse = Success(MessageReview);
export type MessageReviewResponse = Static<typeof MessageReviewResponse>;
