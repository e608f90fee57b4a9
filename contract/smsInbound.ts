import { Type, type Static } from '@sinclair/typebox';

/**
 * What Twilio posts to `POST /webhooks/twilio/sms` for a text a member sends to the platform's
 * number (form-urlencoded; docs/decisions.md, "SMS STOP, START and HELP"). Only the fields the
 * API reads are named; Twilio sends more (NumMedia, FromCity, OptOutType...), and every one of
 * them is part of the signature.
 */
export const TwilioInboundSms = Type.Object({
  /** The member's phone, E.164. */
  From: Type.String({ minLength: 1, maxLength: 40 }),
  /** The platform's number (or short code) the member texted. */
  To: Type.String({ minLength: 1, maxLength: 40 }),
  /** The text; a keyword is the whole of it, trimmed, in any case. */
  Body: Type.String({ maxLength: 1600 }),
  /** Twilio's id of the text: a replay of one already answered changes nothing. */
  MessageSid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9]+$' }),
  AccountSid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TwilioInboundSms = Static<typeof TwilioInboundSms>;

/** The keywords carriers and Twilio act on, as Twilio lists them (newer ones included). */
export const SMS_OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
] as const;
export const SMS_OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP', 'OPTIN'] as const;
export const SMS_HELP_KEYWORDS = ['HELP', 'INFO'] as const;
