import type { InvitationLink } from '../../../contract/invitations';
import type { TestApp } from '../../../tests/api/harness';
import { caller, dataOf } from '../appBuilds/testKit';

export { ACME, CHANNEL, GLOBEX, SUPER } from '../appBuilds/testKit';
export { caller, dataOf };

export const INVITEE = {
  firstname: 'Ines',
  lastname: 'Invitee',
  password: 'Invitee-pass-1',
  phone: '+1 555 0142',
};

/** The token at the end of a link's URL. */
export const tokenOf = (link: InvitationLink) => {
  const token = link.url?.split('/').pop();
  if (!token) throw new Error(`link ${link._id} shows no URL`);
  return token;
};

/** Registers through a link from an address of its own, so the rate limits stay out of the way. */
export function registerThrough(
  t: TestApp,
  token: string,
  email: string,
  remoteAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/register/invite',
    payload: { ...INVITEE, token, email },
    remoteAddress,
  });
}

/** The confirmation token in the latest email to this address. */
export async function confirmationTokenFor(t: TestApp, email: string): Promise<string> {
  const sent = await t.emailTo(email);
  const match = /\/([\w-]{43})\/confirm/.exec(sent.text);
  if (!match?.[1]) throw new Error(`no confirmation link in the email to ${email}`);
  return match[1];
}
