import type { EmailMessage } from '../../providers/email/emailProvider';

/** The facts every review email states. */
export interface ReviewEmailFacts {
  title: string;
  pushMessage: string;
  link: string;
}

/** To each approver: a message waits for their decision. */
export function awaitingApprovalEmail(
  to: string,
  facts: ReviewEmailFacts & { submitterName: string },
): EmailMessage {
  return {
    to,
    subject: `A message awaits your approval: ${facts.title}`,
    text: [
      `${facts.submitterName} submitted a message for approval before it is sent.`,
      `${facts.title}\n${facts.pushMessage}`,
      `Review it, then approve it or send it back with a comment:\n${facts.link}`,
    ].join('\n\n'),
  };
}

/** To the submitter: the approver sent the message back with a comment. */
export function returnedEmail(
  to: string,
  facts: ReviewEmailFacts & { reviewerName: string; comment: string },
): EmailMessage {
  return {
    to,
    subject: `Your message was returned: ${facts.title}`,
    text: [
      `${facts.reviewerName} sent your message back without sending it.`,
      `Their comment:\n${facts.comment}`,
      `Edit it and submit it again:\n${facts.link}`,
    ].join('\n\n'),
  };
}

/** To the submitter: the message was approved and goes out as scheduled (or now). */
export function approvedEmail(
  to: string,
  facts: ReviewEmailFacts & { reviewerName: string; comment: string | null },
): EmailMessage {
  return {
    to,
    subject: `Your message was approved: ${facts.title}`,
    text: [
      `${facts.reviewerName} approved your message; it goes out as you scheduled it.`,
      ...(facts.comment ? [`Their comment:\n${facts.comment}`] : []),
      facts.link,
    ].join('\n\n'),
  };
}
