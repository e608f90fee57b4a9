import type { AudienceCount, MessageSummary } from '../../../contract/messages';

/** The compose page's words when the organisation holds this message for review. */
export const SUBMIT_FOR_APPROVAL = 'Submit for approval';

/** The primary button: a message that needs approval is submitted, not sent or scheduled. */
export function composeSubmitLabel(schedule: string, count: AudienceCount | null): string {
  if (count?.needsReview) return SUBMIT_FOR_APPROVAL;
  return schedule === 'now' ? 'Review and send' : 'Review and schedule';
}

/** Whether the API held the message it answered for an approver. */
export const awaitsApproval = (message: MessageSummary) => message.review?.state === 'pending';

/** The toast after the send: what the API did with the message. */
export function sentToast(message: MessageSummary): string {
  if (awaitsApproval(message)) return 'Message submitted for approval.';
  return message.scheduleType === 'now' ? 'Message sent.' : 'Message scheduled.';
}
