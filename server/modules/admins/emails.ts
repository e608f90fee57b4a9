import type { EmailMessage } from '../../providers/email/emailProvider';

/** The organisation an invitation is to: its name and its own sign-in page's address. */
export interface InvitingOrganisation {
  name: string;
  signInUrl: string;
}

/**
 * An admin's invitation. An organisation's admin is invited to it by name and told its own
 * sign-in address; a platform admin's invitation names the platform.
 */
export function inviteEmail(
  to: string,
  link: string,
  organisation: InvitingOrganisation | null,
): EmailMessage {
  const where = organisation ? `${organisation.name} on Tidings` : 'Tidings';
  return {
    to,
    subject: `You have been invited to ${where}`,
    text: [
      organisation
        ? `An administrator of ${organisation.name} has made you an account on its Tidings console.`
        : 'An administrator has made you a Tidings console account.',
      `Open this link to choose your password (it works once, for seven days):\n${link}`,
      organisation
        ? `Then sign in at ${organisation.signInUrl} with this email address, ${to}.`
        : `Then sign in with this email address, ${to}.`,
      'If you did not expect this, ignore this email.',
    ].join('\n\n'),
  };
}
