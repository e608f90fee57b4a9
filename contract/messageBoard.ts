import { Type, type Static, type TLiteralValue } from '@sinclair/typebox';
import { FreeText, Success } from './common';

const L = <T extends TLiteralValue>(value: T) => Type.Literal(value);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * Where a recipient of a message asking for confirmation or feedback stands, one state each:
 * confirmed first (opened and confirmed, or answered yes: the receipts' "Opened and confirmed",
 * MessageReceipt.confirmed), then answered no without confirming, then not opened, else opened
 * without confirming.
 */
export const BOARD_STATES = ['not_opened', 'opened', 'answered_no', 'confirmed'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** The people list's filters: every non-confirmer, or one of the three states short of confirmed. */
export const BOARD_FILTERS = ['unconfirmed', 'not_opened', 'opened', 'answered_no'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export const BoardCounts = Type.Object({
  total: Type.Number(),
  notOpened: Type.Number(),
  opened: Type.Number(),
  answeredNo: Type.Number(),
  confirmed: Type.Number(),
});
export type BoardCounts = Static<typeof BoardCounts>;

export const BoardFollowUp = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** YYYY-MM-DD HH:mm:ss in America/Los_Angeles. */
  dateCreated: Type.String(),
  recipients: Type.Number(),
  sent: Type.Number(),
  /** 1, 2, … for a reminder the engine sent; null for a follow-up an admin sent. */
  reminderNumber: Nullable(Type.Number()),
});
export type BoardFollowUp = Static<typeof BoardFollowUp>;

/** GET /messages/{companyId}/message/{id}/board. */
export const MessageBoard = Type.Object({
  /** Whether the message asks for confirmation or feedback; the board is empty otherwise. */
  asksConfirmation: Type.Boolean(),
  /** When the sending the board shows went out (its latest), or null before it has. */
  sentAt: Nullable(Type.String()),
  totals: BoardCounts,
  byChannel: Type.Array(Type.Composite([Type.Object({ channel: Type.String() }), BoardCounts])),
  /** For a message sent to groups: each group, by its members when the message went out. */
  byGroup: Type.Array(
    Type.Composite([Type.Object({ _id: Type.String(), name: Type.String() }), BoardCounts]),
  ),
  followUps: Type.Array(BoardFollowUp),
});
export type MessageBoard = Static<typeof MessageBoard>;
export const MessageBoardResponse = Success(MessageBoard);
export type MessageBoardResponse = Static<typeof MessageBoardResponse>;

export const BoardPeopleQuery = Type.Object({
  state: Type.Optional(Type.Union(BOARD_FILTERS.map((s) => L(s)))),
  /** The `next` of the page before: the list goes on after that recipient. */
  after: Type.Optional(Type.String({ format: 'uuid' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type BoardPeopleQuery = Static<typeof BoardPeopleQuery>;

export const BoardPerson = Type.Object({
  /** The receipt. */
  _id: Type.String(),
  mobileUserId: Type.String(),
  fullName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  channel: Type.String(),
  state: Type.Union(BOARD_STATES.map((s) => L(s))),
});
export type BoardPerson = Static<typeof BoardPerson>;

export const BoardPeopleResponse = Success(
  Type.Object({
    people: Type.Array(BoardPerson),
    /** Pass as `after` for the next page; null on the last one. */
    next: Nullable(Type.String()),
  }),
);
export type BoardPeopleResponse = Static<typeof BoardPeopleResponse>;

/** POST /messages/{id}/follow-up: the words of the follow-up; the rest is the original's. */
export const FollowUpBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  push_message: FreeText({ minLength: 1, maxLength: 500 }),
});
export type FollowUpBody = Static<typeof FollowUpBody>;
