import { Type, type Static } from '@sinclair/typebox';
import { AB_TEST_STATES, AbTestBody } from './abTests';
import { FreeText, L, Nullable, Success, Uuid } from './common';
import { MessageReview } from './messageReviewState';
import { MobileUserFilter } from './mobileUsers';
import { MessageVariant, MessageVariantsBody } from './messageVariants';
import { OptedOutCounts } from './optOuts';
import { PushButtons, PushImage } from './richPush';

/** SPEC.md section 3, "Message", types in their stored names. */
export const MESSAGE_TYPES = [
  'Regular Message',
  'AwardNotification',
  'DailyAward',
  'Discount',
  'Vocast',
  'Vidcast',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const DEVICES = ['all', 'ios', 'android', 'web'] as const;
export type Device = (typeof DEVICES)[number];

/** once at a date and time, on chosen weekdays at a time, or every day at a time. */
export const SCHEDULE_TYPES = ['once', 'weekdays', 'daily'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** Weekday codes 1 to 7 are Monday to Sunday (SPEC.md section 9). */
export const WEEKDAY_LABELS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/**
 * How the sender chose to reach the recipients (docs/decisions.md, "Delivery choices"):
 * - fallback: push to app users with a live device, and to the others an SMS when the channel
 *   texts members without the app and they have a phone, else an email when email is allowed
 *   and they have an address (what every message did before the choice existed);
 * - push: push only, to app users with a live device; nobody else is reached;
 * - sms: a text to every recipient with a phone, app users too, one off-app text credit each;
 * - email: an email to every recipient with an address.
 * SMS needs the channel's permission to text, email the channel's or the organisation's.
 */
export const DELIVERY_MODES = ['fallback', 'push', 'sms', 'email'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
const DeliveryModeSchema = Type.Union(DELIVERY_MODES.map((mode) => L(mode)));

/** A phone number: digits with an optional leading +, spaces, dots, dashes and brackets, 7–15 digits. */
export function isPhoneNumber(text: string): boolean {
  return /^\+?[0-9 ().-]+$/.test(text) && /^\+?\d{7,15}$/.test(text.replace(/[ ().-]/g, ''));
}

/** A link a message carries must be https: the app opens it, and the compose form says so. */
export const isHttpsLink = (text: string) => /^https:\/\/\S+$/i.test(text);

/**
 * How a recipient is reached: push for registered app users, SMS or email otherwise; none when
 * nothing reaches them, capped when the company's frequency cap skipped them.
 */

export const DELIVERY_CHANNELS = ['push', 'sms', 'email', 'none', 'capped'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** A message's link: https:// only (isHttpsLink), else 400 error_link_not_https. */
export const Url = Type.String({ maxLength: 2000 });

type AudienceVariants =
  | { kind: 'all' }
  | { kind: 'groups'; groups: string[] }
  | { kind: 'users'; filter: Static<typeof MobileUserFilter> };

/**
 * Who a message goes to: every user of the channel, some groups, or the users list's filter.
 * Typed as the union of the three, but validated as one object: the API removes unknown fields
 * (removeAdditional 'all'), which inside an anyOf strips `groups` and `filter` while trying the
 * first branch. The server checks that `groups` or `filter` comes with its kind.
 */
export const MessageAudience = Type.Unsafe<AudienceVariants>(
  Type.Object({
    kind: Type.Union([L('all'), L('groups'), L('users')]),
    groups: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 100 })),
    filter: Type.Optional(MobileUserFilter),
  }),
);
export type MessageAudience = Static<typeof MessageAudience>;

/** What POST /messages/ (and the JSON `data` field of POST /messages/file) carries. */
export const SendMessageBody = Type.Object({
  /** The sending channel; a channel admin's own channel when left out. */
  cpId: Type.Optional(Uuid),
  type: Type.Union(MESSAGE_TYPES.map((t) => L(t))),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  push_message: FreeText({ minLength: 1, maxLength: 500 }),
  /** HTML; the server keeps only safe tags and attributes. */
  message: FreeText({ maxLength: 100_000 }),
  url: Type.Optional(Nullable(Url)),
  device: Type.Union(DEVICES.map((d) => L(d))),
  isReadRequired: Type.Boolean(),
  enableFeedback: Type.Boolean(),
  audience: MessageAudience,
  /**
   * An uploaded file (GET /upload) the message carries: the audio of a Vocast, the video of a
   * Vidcast (each required for its type), or for the other types a document (HTML or PDF)
   * picked instead of attaching a new file. The sending channel's company's own, and the
   * channel's when the file has one.
   */
  uploadId: Type.Optional(Nullable(Uuid)),
  /**
   * Remind those who have not confirmed `afterHours` after sending, and again every
   * `afterHours`, at most `times` times. Only for a message asking for confirmation or feedback.
   */
  reminders: Type.Optional(
    Nullable(
      Type.Object({
        afterHours: Type.Integer({ minimum: 1, maximum: 720 }),
        times: Type.Integer({ minimum: 1, maximum: 10 }),
      }),
    ),
  ),
  /** Push and SMS go out during the recipients' quiet hours too (company delivery rules). */
  urgent: Type.Optional(Type.Boolean()),
  /** How recipients are reached (DELIVERY_MODES); push with fallback when left out. */
  deliveryMode: Type.Optional(DeliveryModeSchema),
  /** Rich push (contract/richPush.ts): an https image and up to three buttons; push only. */
  pushImage: Type.Optional(Nullable(PushImage)),
  pushButtons: Type.Optional(PushButtons),
  /**
   * The texts in other languages (contract/messageVariants.ts): a member whose language has one
   * gets it; everyone else the texts above, which are in the organisation's default language.
   */
  variants: Type.Optional(MessageVariantsBody),
  /**
   * An A/B test (contract/abTests.ts): a share of the audience gets one of the variants, the
   * rest the winner. Only for a message sent now, without language variants.
   */
  abTest: Type.Optional(Nullable(AbTestBody)),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

/** POST /messages/schedule: a message plus when, as wall-clock time in the sender's zone. */
export const ScheduleMessageBody = Type.Composite([
  SendMessageBody,
  Type.Object({
    scheduleType: Type.Union(SCHEDULE_TYPES.map((s) => L(s))),
    /** YYYY-MM-DD, for scheduleType once. */
    schedule_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    /** HH:mm, 24-hour. */
    schedule_time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    /** 1 to 7, Monday to Sunday, for scheduleType weekdays. */
    schedule_days: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 }),
    ),
    /** An IANA zone name, e.g. Europe/Berlin. */
    userTimeZone: Type.String({ minLength: 1, maxLength: 64 }),
    /**
     * Only with scheduleType once: each recipient gets it when their own clock shows
     * schedule_date schedule_time, instead of when the sender's (userTimeZone) does.
     */
    localTime: Type.Optional(Type.Boolean()),
  }),
]);
export type ScheduleMessageBody = Static<typeof ScheduleMessageBody>;

/** POST /messages/audience: how many a message would reach, by channel, before it is sent. */
export const AudienceCountBody = Type.Object({
  cpId: Type.Optional(Uuid),
  device: Type.Union(DEVICES.map((d) => L(d))),
  audience: MessageAudience,
  /** The delivery chosen: the figures are of this choice (push with fallback when left out). */
  deliveryMode: Type.Optional(DeliveryModeSchema),

  /** A local-time send's date and time: the answer then says which zones it spans. */
  localAt: Type.Optional(
    Type.Object({
      date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    }),
  ),
});
export type AudienceCountBody = Static<typeof AudienceCountBody>;

/** One delivery choice's reach (AudienceCount.modes). */
export const ModeReach = Type.Object({
  allowed: Type.Boolean(),
  push: Type.Number(),
  sms: Type.Number(),
  email: Type.Number(),
  none: Type.Number(),
  creditsNeeded: Type.Number(),
});
export type ModeReach = Static<typeof ModeReach>;

/**
 * Users an audience names who do not follow the sending channel, so it does not reach them
 * (never for the company's default channel, which speaks to every user, or for all users of a
 * channel): how many, each once; the channel's name; and for an audience of groups, each group
 * holding some, by its members who do not follow.
 */
export const NotFollowing = Type.Object({
  channel: Type.String(),
  users: Type.Number(),
  groups: Type.Array(
    Type.Object({ _id: Type.String(), name: Type.String(), users: Type.Number() }),
  ),
});
export type NotFollowing = Static<typeof NotFollowing>;

export const AudienceCount = Type.Object({
  total: Type.Number(),
  push: Type.Number(),
  sms: Type.Number(),
  email: Type.Number(),
  none: Type.Number(),
  /**
   * Suspended app users the choice holds, who are not messaged (not in `total`): with `none`
   * (no way to reach them), what tells why a group of 15 reaches 12.
   */
  suspended: Type.Number(),
  /**
   * The reach in two figures, the reach panel's and the confirmation's alike: `reached`, by push,
   * SMS or email (push + sms + email); `notReachable`, the users the choice names that it does
   * not reach (none + suspended + notFollowing.users).
   */
  reached: Type.Number(),
  notReachable: Type.Number(),
  /** Who the choice names but does not reach because they do not follow the channel; or null. */
  notFollowing: Nullable(NotFollowing),
  /**
   * Members of `total` whom the chosen delivery would have reached by push, SMS or email but who
   * opted out of it (contract/optOuts.ts): they are reached another way the choice allows, or
   * counted in `none`. "312 opted out of SMS".
   */
  optedOut: OptedOutCounts,
  /** Off-app text credits the SMS would use, and what the channel has left. */
  creditsNeeded: Type.Number(),
  creditsRemaining: Type.Number(),
  /**
   * Users of `total` the company's frequency cap would skip if it went now: they already had
   * their messages of the day or week. 0 without a cap.
   */
  capped: Type.Number(),
  /**
   * Every delivery choice for the same audience: whether the channel and the organisation allow
   * it, whom it reaches by each way and the off-app text credits it would use.
   */
  modes: Type.Optional(
    Type.Object({
      fallback: ModeReach,
      push: ModeReach,
      sms: ModeReach,
      email: ModeReach,
    }),
  ),
  /**
   * Only when asked with `localAt`
: how many time zones the reachable users are in, and when the
   * first and the last of them reach that wall time (ISO instants).
   */
  zones: Type.Optional(
    Type.Object({
      count: Type.Number(),
      firstAt: Nullable(Type.String()),
      lastAt: Nullable(Type.String()),
    }),
  ),
  /**
   * Whether sending this now would wait for an approver: the organisation requires review
   * always, or for a reach (`total`) above its threshold (contract/messageReview.ts).
   */
  needsReview: Type.Optional(Type.Boolean()),
});
export type AudienceCount = Static<typeof AudienceCount>;
export const AudienceCountResponse = Success(AudienceCount);

export const MessageFile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  mimeType: Type.String(),
  size: Type.Number(),
});
export type MessageFile = Static<typeof MessageFile>;

/** The uploaded file a message carries (SendMessageBody.uploadId), as the screens show it. */
export const MessageUpload = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  contentType: Type.String(),
  durationSeconds: Nullable(Type.Number()),
  contentUrl: Type.String(),
});
export type MessageUpload = Static<typeof MessageUpload>;

/** A message as the history lists it. Times are America/Los_Angeles wall-clock, as SPEC.md says. */
export const MessageSummary = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  device: Type.String(),
  /** How the recipients are reached, as the sender chose. */
  deliveryMode: DeliveryModeSchema,
  /** The admin who wrote it, or null when the engine did (a reminder) or the admin is gone. */
  sentBy: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
  cp_id: Nullable(Type.String()),
  cp_name: Nullable(Type.String()),

  isReadRequired: Type.Boolean(),
  enableFeedback: Type.Boolean(),
  url: Nullable(Type.String()),
  html_file: Nullable(MessageFile),
  upload: Type.Optional(Nullable(MessageUpload)),
  scheduleType: Type.String(),
  schedule_date: Nullable(Type.String()),
  schedule_time: Nullable(Type.String()),
  schedule_days: Type.Array(Type.Number()),
  userTimeZone: Type.String(),
  /** A once-schedule sent at schedule_time on each recipient's own clock. */
  localTime: Type.Optional(Type.Boolean()),
  /** 1 while occurrences are still to come, 0 when done. */
  status: Type.Number(),
  recipients: Type.Number(),
  sent: Type.Number(),
  read: Type.Number(),
  /** YYYY-MM-DD HH:mm:ss in America/Los_Angeles. */
  dateCreated: Type.String(),
  /** The next time it goes out, YYYY-MM-DD HH:mm:ss in America/Los_Angeles, or null. */
  nextSendAt: Nullable(Type.String()),
  /** The message this one follows up (sent to those who had not confirmed it), or null. */
  followUpOf: Type.Optional(Nullable(Type.String())),
  /** Compose-time reminders, or null. */
  reminders: Type.Optional(
    Nullable(Type.Object({ afterHours: Type.Number(), times: Type.Number() })),
  ),
  /** Rich push: said only when the message carries an image or buttons. */
  pushImage: Type.Optional(Nullable(Type.String())),
  pushButtons: Type.Optional(PushButtons),
  /**
   * Only in the history, and only while the message is being sent (its delivery state is
   * 'sending', GET /message/delivery/{messageId}): how far, as a whole percent of the rows
   * handed to the providers, or null while that is not yet known.
   */
  delivery: Type.Optional(Type.Object({ state: L('sending'), percent: Nullable(Type.Number()) })),
  /**
   * Its review when its organisation required one (contract/messageReview.ts): nothing of it
   * goes out while 'pending' or 'returned'. Left out when it needed none.
   */
  review: Type.Optional(Nullable(MessageReview)),
  /**
   * Said only when the audience is a saved segment (its filter's segmentId): the segment's name
   * now (null once it is deleted) and how many its latest send reached, the rule evaluated when
   * that send went out (null before any has).
   */
  segment: Type.Optional(
    Type.Object({
      _id: Type.String(),
      name: Nullable(Type.String()),
      reached: Nullable(Type.Number()),
    }),
  ),
  /**
   * Said only of an A/B test's messages: 'test' is the message whose sample got the variants,
   * 'winner' the winning variant sent to the rest; `testMessageId` is the test's message, whose
   * result page is /messages/history/{testMessageId}/ab-test. `state` is where the test stands,
   * as its result page says it; `winner` the winning variant's position once chosen.
   */
  abTest: Type.Optional(
    Type.Object({
      role: Type.Union([L('test'), L('winner')]),
      testMessageId: Type.String(),
      variants: Type.Number(),
      state: Type.Optional(Type.Union(AB_TEST_STATES.map((s) => L(s)))),
      winner: Type.Optional(Nullable(Type.Integer())),
    }),
  ),
});
export type MessageSummary = Static<typeof MessageSummary>;

/** A stored audience: as sent, or a follow-up's frozen non-confirmers of `messageId`. */
export const StoredMessageAudience = Type.Unsafe<
  AudienceVariants | { kind: 'followUp'; messageId: string }
>(
  Type.Object({
    kind: Type.Union([L('all'), L('groups'), L('users'), L('followUp')]),
    groups: Type.Optional(Type.Array(Uuid)),
    filter: Type.Optional(MobileUserFilter),
    messageId: Type.Optional(Uuid),
  }),
);
export type StoredMessageAudience = Static<typeof StoredMessageAudience>;

export const MessageDetail = Type.Composite([
  MessageSummary,
  Type.Object({
    message: Type.String(),
    audience: StoredMessageAudience,
    /** The followed-up message's title, when this is a follow-up. */
    followUpOfTitle: Type.Optional(Nullable(Type.String())),
    /**
     * Who its audience named but did not reach because they do not follow its channel, counted
     * when it was sent or scheduled; null when nobody was (or before this was kept).
     */
    notFollowing: Type.Optional(Nullable(NotFollowing)),
    /**
     * The language of the own texts: the organisation's default when it was sent (its default
     * now for a message kept from before languages).
     */
    language: Type.Optional(Type.String()),
    /** Its texts in other languages, by language code. */
    variants: Type.Optional(Type.Array(MessageVariant)),
  }),
]);
export type MessageDetail = Static<typeof MessageDetail>;

export const PageQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const MessageListResponse = Success(
  Type.Object({ messages: Type.Array(MessageSummary), total: Type.Number() }),
);
export type MessageListResponse = Static<typeof MessageListResponse>;

/**
 * Where a message stands, as the history filters it: still to go out at a time ahead (a
 * schedule, or a recurring message's next day), going out now, or over.
 */
export const HISTORY_STATUSES = ['scheduled', 'sending', 'sent'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** GET /messages/{cpId}: a page of the history, searched and filtered. */
export const HistoryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** Part of the title, the push text or the rich message's text, in any case. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(Type.Union(MESSAGE_TYPES.map((t) => L(t)))),
    deliveryMode: Type.Optional(DeliveryModeSchema),
    status: Type.Optional(Type.Union(HISTORY_STATUSES.map((s) => L(s)))),
    /** Written at or after this instant (ISO). */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** Written before this instant (ISO). */
    to: Type.Optional(Type.String({ format: 'date-time' })),
    /** The admin who wrote it (MessageSender._id). */
    sender: Type.Optional(Uuid),
  }),
]);
export type HistoryQuery = Static<typeof HistoryQuery>;

/** An admin who wrote messages the history holds, for its sender filter. */
export const MessageSender = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
});
export type MessageSender = Static<typeof MessageSender>;
export const MessageSendersResponse = Success(Type.Array(MessageSender));
export type MessageSendersResponse = Static<typeof MessageSendersResponse>;

/** Receipt filters of the detail, by SPEC.md section 4's display and feedback statuses. */
export const RECEIPT_STATUSES = [
  'all',
  'not_opened',
  'opened_unconfirmed',
  'opened_confirmed',
  'feedback_yes',
  'feedback_no',
  'feedback_uncommitted',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const ReceiptQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union(RECEIPT_STATUSES.map((s) => L(s)))) }),
]);

/** SPEC.md section 3, "Message receipt". */
export const MessageReceipt = Type.Object({
  _id: Type.String(),
  is_read: Type.Boolean(),
  readResponse: Type.Boolean(),
  /**
   * Whether the recipient has confirmed: opened it and pressed Confirm, or answered yes (an
   * answer of no after confirming takes nothing back). The one definition the receipts' statuses,
   * the acknowledgement board, follow-ups and reminders use; read it rather than readResponse.
   */
  confirmed: Type.Boolean(),
  feedback: Nullable(Type.Number()),
  feedbackComment: Nullable(Type.String()),
  channel: Type.String(),
  /** When it went out; null for a recipient nothing reached (channel none or capped). */
  sentAt: Nullable(Type.String()),
  readAt: Nullable(Type.String()),
  /** The language of the text the recipient got: their variant's, or the message's own. */
  language: Type.Optional(Type.String()),

  userInfo: Type.Object({ fullName: Type.String(), email: Nullable(Type.String()) }),
});
export type MessageReceipt = Static<typeof MessageReceipt>;

export const ReceiptCounts = Type.Object({
  total: Type.Number(),
  notOpened: Type.Number(),
  openedUnconfirmed: Type.Number(),
  openedConfirmed: Type.Number(),
  feedbackYes: Type.Number(),
  feedbackNo: Type.Number(),
  /** Opened with no feedback given (null or dismissed). */
  feedbackUncommitted: Type.Optional(Type.Number()),
});
export type ReceiptCounts = Static<typeof ReceiptCounts>;

export const MessageDetailResponse = Success(
  Type.Object({
    message: MessageDetail,
    receipts: Type.Array(MessageReceipt),
    /** Receipts matching the status filter, for paging. */
    totalReceipts: Type.Number(),
    counts: ReceiptCounts,
  }),
);
export type MessageDetailResponse = Static<typeof MessageDetailResponse>;

export const SentMessageResponse = Success(
  Type.Object({ message: MessageSummary, audience: AudienceCount }),
);
export type SentMessageResponse = Static<typeof SentMessageResponse>;
