import type { MessageDetail, MessageSummary, ReceiptCounts } from '../../../contract/messages';
import { formatCount, plural } from '../../lib/numbers';
import { notFollowingLines } from './reachText';

type Facts = Pick<MessageSummary, 'sent' | 'recipients' | 'scheduleType' | 'status'> &
  Partial<Pick<MessageDetail, 'notFollowing'>>;

/**
 * Why a message's receipts and the history's figures differ, in words; empty when they agree.
 * The server's figures: `recipients` is the audience counted when the message was sent or
 * scheduled; `sent` counts the receipts that went out by push, SMS or email, every time the
 * message went out; the receipts are one per user each time, those no channel reached included.
 */
export function receiptsNote(message: Facts, counts: Pick<ReceiptCounts, 'total'>): string[] {
  // Who the audience named but the channel could not reach, as compose said before sending.
  const lines = notFollowingLines(message.notFollowing).map(
    (line) => `${line}, so it did not reach them.`,
  );
  const unreached = counts.total - message.sent;
  if (unreached > 0)
    lines.push(
      `${formatCount(message.sent)} of these ${formatCount(counts.total)} went out by push, SMS ` +
        `or email: the Sent figure of the message history. ${plural(unreached, 'recipient')} ` +
        'had no way to be reached (no app, no phone or email this channel may use, or no SMS ' +
        'credits left).',
    );
  const repeats = message.scheduleType === 'daily' || message.scheduleType === 'weekdays';
  if (repeats) {
    if (counts.total > 0) lines.push('Each time the message goes out adds its receipts.');
  } else if (message.status === 1) {
    lines.push('The message has not finished going out; receipts appear as it does.');
  } else if (counts.total !== message.recipients) {
    const when = message.scheduleType === 'now' ? 'sent' : 'scheduled';
    lines.push(
      `${plural(message.recipients, 'user')} ${message.recipients === 1 ? 'was' : 'were'} ` +
        `counted when it was ${when}; users suspended, deleted or added before it went out ` +
        'make the difference.',
    );
  }
  return lines;
}
