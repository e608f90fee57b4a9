import { Type, type Static } from '@sinclair/typebox';
import { FreeText, L, Nullable, Success, Uuid } from './common';
import { MessageReview } from './messageReviewState';
import { DEVICES, Url } from './messages';

/** SPEC.md section 3, "Campaign" (award campaigns, platform admins). */
export const CampaignBody = Type.Object({
  cpId: Type.Optional(Uuid),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  message: FreeText({ minLength: 1, maxLength: 2000 }),
  schedule_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  schedule_time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  /** Repeating campaigns go out every day at schedule_time from schedule_date on. */
  repeat: Type.Boolean(),
  target: Type.Array(Type.Union(DEVICES.map((d) => L(d))), { minItems: 1, maxItems: 4 }),
  /** A phone number (isPhoneNumber), else 400 error_invalid_phone; empty is none. */
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  url: Type.Optional(Nullable(Url)),
  userTimeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /**
   * A saved segment of the organisation (contract/segments.ts): only its members, the rule
   * evaluated at each send. Left out or null: everyone on the targeted platforms.
   */
  segmentId: Type.Optional(Nullable(Uuid)),
});
export type CampaignBody = Static<typeof CampaignBody>;

export const Campaign = Type.Object({
  _id: Type.String(),
  companyID: Type.String(),
  title: Type.String(),
  message: Type.String(),
  schedule_date: Type.String(),
  schedule_time: Type.String(),
  repeat: Type.Boolean(),
  target: Type.Array(Type.String()),
  phone: Nullable(Type.String()),
  url: Nullable(Type.String()),
  userTimeZone: Type.String(),
  /** The saved segment it goes to, or null for everyone on its platforms. */
  segmentId: Type.Optional(Nullable(Type.String())),
  /** 1 active, otherwise done. */
  status: Type.Number(),
  sent: Type.Number(),
  read: Type.Number(),
  dateCreated: Type.String(),
  /**
   * Its review when its organisation requires one (contract/messageReviewState.ts): it does
   * not go out while 'pending' or 'returned'; null when it needed none.
   */
  review: Type.Optional(Nullable(MessageReview)),
});
export type Campaign = Static<typeof Campaign>;
export const CampaignResponse = Success(Campaign);
export const CampaignListResponse = Success(Type.Array(Campaign));
