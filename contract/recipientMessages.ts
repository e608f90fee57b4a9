import { Type, type Static } from '@sinclair/typebox';
import { FreeText, L, Nullable, Success } from './common';

/* What a message's recipient reads and answers: /m/{id}, the SMS link, the app's push. */

/** An uploaded audio or video a message carries, as its recipient plays it. */
export const RecipientMedia = Type.Object({
  kind: Type.Union([Type.Literal('audio'), Type.Literal('video')]),
  title: Type.String(),
  durationSeconds: Nullable(Type.Number()),
  playbackUrl: Type.String(),
});
export type RecipientMedia = Static<typeof RecipientMedia>;

/** What a recipient sees at /m/{id}, the SMS link, and what the app shows for a push. */
export const RecipientMessage = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  message: Type.String(),
  url: Nullable(Type.String()),
  cp_name: Nullable(Type.String()),
  isReadRequired: Type.Boolean(),
  enableFeedback: Type.Boolean(),
  /** Where the attached file can be fetched, or null. */
  fileUrl: Nullable(Type.String()),
  fileName: Nullable(Type.String()),
  /**
   * The audio of a Vocast or the video of a Vidcast, with a signed link that plays it (one to
   * two hours), or null.
   */
  media: Nullable(RecipientMedia),
  sentAt: Type.String(),
  receipt: Type.Object({
    is_read: Type.Boolean(),
    readResponse: Type.Boolean(),
    feedback: Nullable(Type.Number()),
    feedbackComment: Nullable(Type.String()),
  }),
});
export type RecipientMessage = Static<typeof RecipientMessage>;
export const RecipientMessageResponse = Success(RecipientMessage);

/** What the recipient's status, confirmation and feedback calls answer: the receipt as stored. */
export const RecipientReceiptResponse = Success(RecipientMessage.properties.receipt);

export const FeedbackBody = Type.Object({
  /** 1 yes, 0 no, -1 dismissed. */
  feedback: Type.Union([L(1), L(0), L(-1)]),
  feedbackComment: Type.Optional(FreeText({ maxLength: 2000 })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;
