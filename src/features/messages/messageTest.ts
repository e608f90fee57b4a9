import type { TestMessageBody, TestMessageSent } from '../../../contract/messageTest';
import type { SendMessageBody } from '../../../contract/messages';
import { plural } from '../../lib/numbers';
import { bodyOf, type ComposeValues } from './composeForm';

/** The test's body: compose's message as it is now, to `memberId` or to the admin. */
export function testBodyOf(values: ComposeValues, memberId: string | null): TestMessageBody {
  // Sent now or later, the texts are the same: the schedule plays no part in a test.
  const sent: SendMessageBody = bodyOf({ ...values, schedule: 'now' }, 'UTC');
  return {
    ...(sent.cpId && { cpId: sent.cpId }),
    type: sent.type,
    title: sent.title,
    push_message: sent.push_message,
    message: sent.message,
    url: sent.url ?? null,
    ...(sent.deliveryMode && { deliveryMode: sent.deliveryMode }),
    ...(sent.pushImage && { pushImage: sent.pushImage }),
    ...(sent.pushButtons && { pushButtons: sent.pushButtons }),
    ...(sent.variants && { variants: sent.variants }),
    ...(memberId && { memberId }),
  };
}

/** Where a test went, in words: "Sent to 2 devices and ann@example.com". */
export function sentToText({ sentTo }: TestMessageSent): string {
  const places = [
    ...(sentTo.push > 0 ? [plural(sentTo.push, 'device')] : []),
    ...(sentTo.sms ? [`the phone ${sentTo.sms}`] : []),
    ...(sentTo.email ? [sentTo.email] : []),
  ];
  const last = places.pop() ?? 'nobody';
  return `Sent to ${places.length > 0 ? `${places.join(', ')} and ${last}` : last}.`;
}
