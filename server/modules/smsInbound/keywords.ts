import {
  SMS_HELP_KEYWORDS,
  SMS_OPT_IN_KEYWORDS,
  SMS_OPT_OUT_KEYWORDS,
} from '../../../contract/smsInbound';
import type { SmsKeywordsConfig } from '../../config';

export type KeywordKind = 'optOut' | 'optIn' | 'help';

export interface Keyword {
  kind: KeywordKind;
  /** As texted, upper-cased: what the consent history keeps. */
  word: string;
}

const KINDS = new Map<string, KeywordKind>([
  ...SMS_OPT_OUT_KEYWORDS.map((word) => [word, 'optOut'] as const),
  ...SMS_OPT_IN_KEYWORDS.map((word) => [word, 'optIn'] as const),
  ...SMS_HELP_KEYWORDS.map((word) => [word, 'help'] as const),
]);

/**
 * The keyword a text is, as Twilio matches them: the whole body, trimmed, in any case ("stop",
 * " Stop "); "Stop please" or "STOP." is no keyword, for Twilio as for us, so the two never
 * disagree about who opted out.
 */
export function keywordOf(body: string): Keyword | null {
  const word = body.trim().toUpperCase();
  const kind = KINDS.get(word);
  return kind ? { kind, word } : null;
}

/** The confirmation carriers require for each keyword, short enough for one text. */
export function replyTo(kind: KeywordKind, config: SmsKeywordsConfig): string {
  const name = config.senderName;
  if (kind === 'optOut') {
    return `You have been unsubscribed and will receive no more texts from ${name}. Reply START to resubscribe.`;
  }
  if (kind === 'optIn') {
    return `You have been resubscribed to texts from ${name}. Reply STOP to unsubscribe, HELP for help.`;
  }
  const contact = config.helpContact ? ` Help: ${config.helpContact}.` : '';
  return `${name}: messages from your organization's member app.${contact} Reply STOP to unsubscribe, START to resubscribe.`;
}

/** The digits of a phone, the key members and stops are matched by; null without any. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits === '' ? null : digits;
}
