import { Type, type Static } from '@sinclair/typebox';
import { L, Nullable } from './common';

/**
 * Review before sending: an organisation may require that a message is approved by another
 * admin (one whose role holds the `approveMessages` key) before it goes out, always or when it
 * reaches more than `above` members. Nothing of a message awaiting review is sent or scheduled.
 */
export const REVIEW_MODES = ['off', 'always', 'above'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

export const MessageReviewSetting = Type.Object(
  {
    mode: Type.Union(REVIEW_MODES.map((mode) => L(mode))),
    /** With mode 'above': messages reaching more than this many members need approval. */
    above: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);
export type MessageReviewSetting = Static<typeof MessageReviewSetting>;

export const DEFAULT_REVIEW_SETTING: MessageReviewSetting = { mode: 'off', above: 1000 };

/** Whether a message reaching `reach` members needs approval under this setting. */
export function reviewRequired(setting: MessageReviewSetting, reach: number): boolean {
  if (setting.mode === 'always') return true;
  return setting.mode === 'above' && reach > setting.above;
}

/**
 * A message's review: 'pending' awaits an approver; 'returned' was sent back with a comment
 * and waits for its sender to edit and resubmit; 'approved' went on its way. A message that
 * never needed review has none (null on the wire).
 */
export const REVIEW_STATES = ['pending', 'returned', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const AdminRef = Type.Object({ _id: Type.String(), name: Type.String() });

export const MessageReview = Type.Object({
  state: Type.Union(REVIEW_STATES.map((state) => L(state))),
  submittedBy: Nullable(AdminRef),
  /** ISO 8601 instants. */
  submittedAt: Type.String(),
  reviewedBy: Nullable(AdminRef),
  reviewedAt: Nullable(Type.String()),
  /** The approver's comment when sending it back (and optionally when approving). */
  comment: Nullable(Type.String()),
});
export type MessageReview = Static<typeof MessageReview>;
