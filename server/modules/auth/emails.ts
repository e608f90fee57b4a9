import type { EmailMessage } from '../../providers/email/emailProvider';

export function otpEmail(to: string, code: string): EmailMessage {
  return {
    to,
    subject: `Your Tidings sign-in code: ${code}`,
    text: [
      `Your sign-in code is ${code}.`,
      'It works once and expires in 10 minutes.',
      'If you did not try to sign in, change your password.',
    ].join('\n\n'),
  };
}

export function resetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Tidings password',
    text: [
      'Someone asked to reset the password of your Tidings account.',
      `Open this link to choose a new password (it works once, for one hour):\n${link}`,
      'If it was not you, ignore this email; your password stays as it is.',
    ].join('\n\n'),
  };
}
