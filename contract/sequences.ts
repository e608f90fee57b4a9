import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Nullable, Success, Uuid } from './common';
import { MessageReview } from './messageReviewState';
import { MessageFile } from './messages';

/** SPEC.md section 3, "Message sequence": one step, sent `interval` days after a user joins. */
export const SequenceBody = Type.Object({
  cpId: Type.Optional(Uuid),
  label: Type.String({ minLength: 1, maxLength: 100 }),
  interval: Type.Integer({ minimum: 0, maximum: 3650 }),
  module: Type.String({ maxLength: 100 }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  pushMessage: FreeText({ minLength: 1, maxLength: 500 }),
  message: FreeText({ maxLength: 100_000 }),
  isActive: Type.Boolean(),
  /**
   * A saved segment of the organisation or of the step's channel: only followers in it get the
   * step, the rule evaluated when the step goes out. Left out or null: every follower.
   */
  segmentId: Type.Optional(Nullable(Uuid)),
});
export type SequenceBody = Static<typeof SequenceBody>;

export const SequenceStep = Type.Object({
  _id: Type.String(),
  cp_id: Nullable(Type.String()),
  label: Type.String(),
  interval: Type.Number(),
  module: Type.String(),
  title: Type.String(),
  pushMessage: Type.String(),
  message: Type.String(),
  isActive: Type.Boolean(),
  /** The saved segment its followers are narrowed by, or null for all of them. */
  segmentId: Type.Optional(Nullable(Type.String())),
  html_file: Nullable(MessageFile),
  sent: Type.Number(),
  read: Type.Number(),
  dateCreated: Type.String(),
  /**
   * Its review when its organisation requires one (contract/messageReviewState.ts): it does
   * not go out while 'pending' or 'returned'; null when it needed none.
   */
  review: Type.Optional(Nullable(MessageReview)),
});
export type SequenceStep = Static<typeof SequenceStep>;
export const SequenceResponse = Success(SequenceStep);
export const SequenceListResponse = Success(Type.Array(SequenceStep));
