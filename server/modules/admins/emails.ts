import type { EmailMessage } from '../../providers/email/emailProvider';

export function inviteEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'You have been invited to Tidings',
    text: [
      'An administrator has made you a Tidings console account.',
      `Open this link to choose your password (it works once, for seven days):\n${link}`,
      `Then sign in with this email address, ${to}.`,
      'If you did not expect this, ignore this email.',
    ].join('\n\n'),
  };
}
