import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success } from './common';

/*
 * A message email's unsubscribe (docs/decisions.md, "Email unsubscribe"): the link in its footer
 * opens the console's /unsubscribe/{token}, its List-Unsubscribe header POSTs to the API's
 * /unsubscribe/{token} (RFC 8058). The token names one receipt and is signed, so it needs no table.
 */

/** What the unsubscribe page shows: whose emails these are and whether they still come. */
export const UnsubscribeState = Type.Object({
  /** The organisation's name. */
  organisation: Type.String(),
  /** The channel the email came from; null: a message of the whole organisation. */
  channel: Nullable(Type.String()),
  /** The member no longer gets this channel's emails (by this link or an earlier choice). */
  unsubscribed: Type.Boolean(),
});
export type UnsubscribeState = Static<typeof UnsubscribeState>;
export const UnsubscribeStateResponse = Success(UnsubscribeState);

/** POST's answer: the state after, and whether this call made the change (false: already). */
export const UnsubscribeResult = Type.Object({
  ...UnsubscribeState.properties,
  changed: Type.Boolean(),
});
export type UnsubscribeResult = Static<typeof UnsubscribeResult>;
export const UnsubscribeResultResponse = Success(UnsubscribeResult);

/**
 * The POST's body: RFC 8058's form `List-Unsubscribe=One-Click` from a mail client, or nothing
 * (or `{}`) from the page's button. Other fields a mail provider adds are ignored.
 */
export const UnsubscribeBody = Type.Object({
  'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 100 })),
});
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

/** The value RFC 8058 puts in the body, and in the List-Unsubscribe-Post header. */
export const ONE_CLICK = 'One-Click';
