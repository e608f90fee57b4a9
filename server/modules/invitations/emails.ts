import type { EmailMessage } from '../../providers/email/emailProvider';

export function confirmRegistrationEmail(
  to: string,
  facts: { channelName: string; companyName: string; link: string },
): EmailMessage {
  return {
    to,
    subject: `Confirm your ${facts.channelName} admin account`,
    text: [
      `You registered as an admin of ${facts.channelName} (${facts.companyName}).`,
      `Open this link to confirm your email address (it works once, for seven days):\n${facts.link}`,
      `Then sign in with this email address, ${to}.`,
      'If you did not register, ignore this email; the account stays unconfirmed.',
    ].join('\n\n'),
  };
}
