import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success, Uuid } from './common';
import { FeedbackBody, RecipientMedia } from './recipientMessages';

/* The member's inbox in the mobile app: GET /app/inbox and its calls, under the app token. */

/** A page of the inbox: 20 messages unless the app asks for up to 50. */
export const INBOX_PAGE = { default: 20, max: 50 } as const;

/**
 * The unread count stops counting here: `unread` 100 means 100 or more (the app shows "99+").
 * It counts among the member's newest INBOX_UNREAD_SCAN messages of the inbox.
 */
export const INBOX_UNREAD_CAP = 100;
export const INBOX_UNREAD_SCAN = 1000;

export const InboxQuery = Type.Object(
  {
    /** `nextCursor` of the page before; left out, the newest page. */
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: INBOX_PAGE.max })),
  },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

export const ReceiptIdParams = Type.Object({ receiptId: Uuid });
export type ReceiptIdParams = Static<typeof ReceiptIdParams>;

/** What the member has done with a message so far. */
export const InboxReceiptState = Type.Object({
  /** Opened (read) and when, ISO 8601. */
  read: Type.Boolean(),
  readAt: Nullable(Type.String({ format: 'date-time' })),
  /** Pressed Confirm. */
  readResponse: Type.Boolean(),
  /** Confirmed as the organisation counts it: opened and Confirm pressed, or answered yes. */
  confirmed: Type.Boolean(),
  /** null unanswered, -1 dismissed, 0 no, 1 yes. */
  feedback: Nullable(Type.Number()),
  feedbackComment: Nullable(Type.String()),
});
export type InboxReceiptState = Static<typeof InboxReceiptState>;

/** One message of the inbox, as the member got it: their language's version, their names filled. */
export const InboxMessage = Type.Object({
  /** The receipt's id: what the inbox's calls name, and the public page's link. */
  receiptId: Type.String(),
  /** The message's type ("Regular Message", "Vocast", "Vidcast", …). */
  type: Type.String(),
  title: Type.String(),
  pushMessage: Type.String(),
  /** The message's HTML page, as the receipt page shows it. */
  html: Type.String(),
  url: Nullable(Type.String()),
  channelName: Nullable(Type.String()),
  /** When it was sent to the member, ISO 8601. */
  sentAt: Type.String({ format: 'date-time' }),
  /** The language version the member got; null: the message's own text. */
  language: Nullable(Type.String()),
  isReadRequired: Type.Boolean(),
  enableFeedback: Type.Boolean(),
  /** The attached HTML or PDF file (GET, no sign-in), or null. */
  fileUrl: Nullable(Type.String()),
  fileName: Nullable(Type.String()),
  /** The audio or video it carries, with a signed link that plays it, or null. */
  media: Nullable(RecipientMedia),
  state: InboxReceiptState,
});
export type InboxMessage = Static<typeof InboxMessage>;

const Unread = Type.Integer({
  minimum: 0,
  maximum: INBOX_UNREAD_CAP,
  description: `Unread messages of the inbox, counted up to ${INBOX_UNREAD_CAP} (${INBOX_UNREAD_CAP} means that many or more: show "${INBOX_UNREAD_CAP - 1}+"), among its newest ${INBOX_UNREAD_SCAN}.`,
});

export const InboxPageResponse = Success(
  Type.Object({
    messages: Type.Array(InboxMessage),
    /** The cursor of the next (older) page, or null at the end. */
    nextCursor: Nullable(Type.String()),
    unread: Unread,
  }),
);
export type InboxPage = Static<typeof InboxPageResponse>['data'];

export const UnreadCountResponse = Success(Type.Object({ unread: Unread }));

/** What the inbox's read, confirm and feedback calls answer: the receipt now, and the count. */
export const InboxReceiptResponse = Success(
  Type.Object({ receiptId: Type.String(), state: InboxReceiptState, unread: Unread }),
);
export type InboxReceiptAnswer = Static<typeof InboxReceiptResponse>['data'];

/** What deleting a message from the inbox answers: the unread count now. */
export const InboxRemovedResponse = Success(Type.Object({ unread: Unread }));

/** The same answer as the receipt page's feedback: 1 yes, 0 no, -1 dismissed, and a comment. */
export const InboxFeedbackBody = FeedbackBody;
