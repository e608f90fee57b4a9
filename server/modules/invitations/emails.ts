import type { EmailMessage } from '../../providers/email/emailProvider';

/**
 * To the owner of an admin account of another organisation (or the platform's) whose email was
 * used to register through an invitation: the registration answered as for a new email and
 * made nothing.
 */
export function registrationAttemptEmail(
  to: string,
  facts: { channelName: string; companyName: string; consoleUrl: string },
): EmailMessage {
  return {
    to,
    subject: 'Someone used your email address to register',
    text: [
      `Someone used this email address to register as an admin of ${facts.channelName} (${facts.companyName}) through an invitation link.`,
      'This address already has an account, so nothing was registered and your account is unchanged.',
      `If it was you, sign in at ${facts.consoleUrl}/login with your existing password, or reset it from there. If it was not, you need do nothing.`,
    ].join('\n\n'),
  };
}

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
