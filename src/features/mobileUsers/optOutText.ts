import type { OptOut } from '../../../contract/optOuts';
import { localDateFormat } from '../../lib/locale';

const DELIVERY_WORDS = { push: 'push', sms: 'SMS', email: 'email' } as const;

/**
 * An opt-out as a badge says it: "No SMS", "No email", "No push", "No messages" for every
 * channel; "No SMS from Acme News", "Nothing from Acme Events" for one channel.
 */
export function optOutLabel(optOut: OptOut): string {
  const channel = optOut.channelId === null ? null : optOut.channelName || 'a deleted channel';
  if (optOut.delivery === 'all') return channel ? `Nothing from ${channel}` : 'No messages';
  const what = `No ${DELIVERY_WORDS[optOut.delivery]}`;
  return channel ? `${what} from ${channel}` : what;
}

/** The day an opt-out was made, in the reader's locale: "3 Dec 2026" (en-GB), "Dec 3, 2026". */
export function optOutDay(since: string): string {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) return '';
  return localDateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/**
 * Where and when the member said it: "Texted STOP on 3 Dec 2026", "Unsubscribed by email link
 * on 3 Dec 2026", "Chose in the app on 3 Dec 2026".
 */
export function optOutOrigin(optOut: OptOut): string {
  const how =
    optOut.source === 'sms'
      ? 'Texted STOP'
      : optOut.source === 'email'
        ? 'Unsubscribed by email link'
        : 'Chose in the app';
  const day = optOutDay(optOut.since);
  return day ? `${how} on ${day}` : how;
}

/** How a member changes their opt-outs, which no admin can: the dialog's sentence. */
export const OPT_OUTS_MEMBER_ONLY =
  'Only the member can change these: in the app’s notification preferences, by texting START to lift a STOP, or through the link in one of our emails.';
