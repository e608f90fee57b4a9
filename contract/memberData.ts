import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success } from './common';
import { OptOut } from './optOuts';

/**
 * A member's own data (docs/decisions.md, "A member's data: export and erasure"): what the users
 * page downloads for them and the app answers them, and the erasure that cannot be undone.
 */

/** How the export is answered: the JSON document, or a zip of it with a CSV file per section. */
export const MEMBER_EXPORT_FORMATS = ['json', 'zip'] as const;
export type MemberExportFormat = (typeof MEMBER_EXPORT_FORMATS)[number];

export const MemberExportQuery = Type.Object(
  { format: Type.Optional(Type.Union(MEMBER_EXPORT_FORMATS.map((f) => Type.Literal(f)))) },
  { additionalProperties: false },
);
export type MemberExportQuery = Static<typeof MemberExportQuery>;

export const MemberDataParams = Type.Object({ userID: Type.String({ format: 'uuid' }) });

const When = Type.String({ description: 'An ISO instant.' });

/** The member's own record, in the users page's wire names where it has them. */
export const MemberProfile = Type.Object({
  _id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  /** The member's id in the union's membership system. */
  userid: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zipcode: Nullable(Type.String()),
  country: Nullable(Type.String()),
  platForm: Nullable(Type.String()),
  type: Nullable(Type.String()),
  language: Nullable(Type.String()),
  timeZone: Type.String(),
  reportedTimeZone: Nullable(Type.String()),
  fundedProvider: Nullable(Type.String()),
  isActive: Type.Boolean(),
  isDeleted: Type.Boolean(),
  registered: Type.Boolean(),
  imDisabled: Type.Boolean(),
  isDailyDeal: Type.Boolean(),
  dateCreated: When,
});
export type MemberProfile = Static<typeof MemberProfile>;

/** One message the member was sent, with what they did with it. */
export const MemberReceipt = Type.Object({
  receiptId: Type.String(),
  messageId: Type.String(),
  /** The title they got: their language's version when they got one. */
  title: Type.String(),
  channelName: Nullable(Type.String()),
  /** How it reached them: push, sms, email, none (no way to reach them) or capped. */
  delivery: Type.String(),
  /** The language version they got; null: the message's own text. */
  language: Nullable(Type.String()),
  sentAt: When,
  readAt: Nullable(When),
  confirmed: Type.Boolean(),
  /** null unanswered, -1 dismissed, 0 no, 1 yes. */
  feedback: Nullable(Type.Number()),
  feedbackComment: Nullable(Type.String()),
});
export type MemberReceipt = Static<typeof MemberReceipt>;

export const MemberChatMessage = Type.Object({
  conversationId: Type.String(),
  channelName: Nullable(Type.String()),
  /** Written by the channel (true) or by the member (false). */
  fromChannel: Type.Boolean(),
  body: Type.String(),
  sentAt: When,
  readAt: Nullable(When),
});
export type MemberChatMessage = Static<typeof MemberChatMessage>;

/** An app installation: its push token masked (the last four characters only). */
export const MemberDevice = Type.Object({
  platform: Type.String(),
  appVersion: Type.String(),
  pushToken: Type.String(),
  createdAt: When,
  lastSeenAt: When,
});
export type MemberDevice = Static<typeof MemberDevice>;

export const MemberConsentEvent = Type.Object({
  channelId: Nullable(Type.String()),
  delivery: Type.String(),
  optedOut: Type.Boolean(),
  source: Type.String(),
  detail: Nullable(Type.String()),
  at: When,
});
export type MemberConsentEvent = Static<typeof MemberConsentEvent>;

/** Everything the organisation holds of one member, section by section. */
export const MemberExport = Type.Object({
  exportedAt: When,
  organisation: Type.String(),
  member: MemberProfile,
  customFields: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  groups: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  channels: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), followedAt: When })),
  devices: Type.Array(MemberDevice),
  /** The app's signed-in installations (their tokens are never kept in clear). */
  appSessions: Type.Array(Type.Object({ createdAt: When, lastUsedAt: Nullable(When) })),
  messages: Type.Array(MemberReceipt),
  chats: Type.Array(MemberChatMessage),
  optOuts: Type.Array(OptOut),
  consentHistory: Type.Array(MemberConsentEvent),
  quietHours: Nullable(Type.Object({ start: Type.String(), end: Type.String() })),
});
export type MemberExport = Static<typeof MemberExport>;

/** GET /app/data-export: the member's own export, as the app receives it. */
export const MemberExportResponse = Success(MemberExport);

/** The word the erasure's body must carry, so no call erases by accident. */
export const ERASE_CONFIRMATION = 'ERASE';

export const MemberEraseBody = Type.Object(
  { confirm: Type.Literal(ERASE_CONFIRMATION) },
  { additionalProperties: false },
);
export type MemberEraseBody = Static<typeof MemberEraseBody>;

export const MemberErased = Type.Object({ _id: Type.String(), erasedAt: When });
export type MemberErased = Static<typeof MemberErased>;
export const MemberEraseResponse = Success(MemberErased);
export type MemberEraseResponse = Static<typeof MemberEraseResponse>;

/** What the erased member's row is called from then on (the list no longer shows it). */
export const ERASED_MEMBER_NAME = 'Erased member';
