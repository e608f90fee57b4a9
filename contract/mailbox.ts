import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/**
 * The development mailbox (docs/decisions.md, "The development mailbox"): what the API kept
 * instead of sending while no SMTP server is set, read from the running API by the console's
 * Mailbox page (platform admins) and by `npm run outbox` (the data folder's key).
 */

/** `all` is the mailbox: emails and texts. Pushes kept in the outbox are asked for on their own. */
export const MAILBOX_KINDS = ['all', 'email', 'text', 'push'] as const;
export type MailboxKind = (typeof MAILBOX_KINDS)[number];

export const MAILBOX_PAGE_SIZE = 10;
export const MAILBOX_PAGE_MAX = 100;

/** The header `npm run outbox` sends the data folder's mailbox key in. */
export const MAILBOX_KEY_HEADER = 'x-mailbox-key';

/** The file in DATA_DIR the running API keeps that key in. */
export const MAILBOX_KEY_FILE = 'mailbox-key';

export const MailboxQuery = Type.Object({
  kind: Type.Optional(Type.Union(MAILBOX_KINDS.map((kind) => Type.Literal(kind)))),
  /** Matched, in any case, against the address, the subject and the text. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAILBOX_PAGE_MAX })),
});
export type MailboxQuery = Static<typeof MailboxQuery>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

/**
 * One email or text. Account email (sign-in codes, invitations, reset links) has no state; a
 * message's email, text or push is a delivery row with its state ('stored': kept, no provider;
 * 'queued', 'sent', 'failed') and tries.
 */
export const MailboxItem = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('email'), Type.Literal('text'), Type.Literal('push')]),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
  delivery: Nullable(
    Type.Object({
      state: Type.String(),
      attempts: Type.Number(),
      lastError: Nullable(Type.String()),
    }),
  ),
});
export type MailboxItem = Static<typeof MailboxItem>;

export const MailboxPage = Type.Object({
  items: Type.Array(MailboxItem),
  /** Items of the kind matching the search: what the paging counts. */
  total: Type.Number(),
});
export type MailboxPage = Static<typeof MailboxPage>;

export const MailboxResponse = Success(MailboxPage);
export type MailboxResponse = Static<typeof MailboxResponse>;
