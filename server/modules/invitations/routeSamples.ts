import type { Sample } from '../../../tests/api/net/sampleRequest';
import { DEMO_INVITATION_TOKENS } from '../../db/seed/invitations';

const inviteRegistration = (email: string) => ({
  token: DEMO_INVITATION_TOKENS.active,
  firstname: 'Net',
  lastname: 'Invitee',
  email,
  password: 'Invitee-pass-1',
});

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Invitation links (the revoke and rotate leave the seeded active link alone).
  'GET /invitation-links': (ids) => ({ url: `/invitation-links?channelID=${ids.channelA}` }),
  'GET /invitation-links/funnel': (ids) => ({
    url: `/invitation-links/funnel?channelID=${ids.channelA}`,
  }),
  'GET /invitation-links/funnel.csv': (ids) => ({
    url: `/invitation-links/funnel.csv?channelID=${ids.channelA}`,
  }),
  'POST /invitation-links': (ids) => ({
    url: '/invitation-links',
    payload: { channelID: ids.channelA, validDays: 7, maxUses: 3 },
    owner: 'channelA',
  }),
  'POST /invitation-links/{id}/revoke': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/revoke`,
    owner: 'channelA',
  }),
  'POST /invitation-links/{id}/rotate': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/rotate`,
    owner: 'channelA',
  }),
  'GET /invitation-links/{id}/qr.{format}': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/qr.svg`,
    owner: 'channelA',
  }),
  'GET /api/user/register/channel/{id}': () => ({
    url: `/api/user/register/channel/${DEMO_INVITATION_TOKENS.active}?companyID=acme`,
  }),
  'POST /api/user/register/invite': (_ids, actor) => ({
    url: '/api/user/register/invite',
    payload: inviteRegistration(`net-invite-${actor.toLowerCase()}@example.com`),
  }),
  'POST /user/register/': (_ids, actor) => ({
    url: '/user/register/',
    payload: inviteRegistration(`net-register-${actor.toLowerCase()}@example.com`),
  }),
  'GET /api/user/register/invite/confirm/web/{token}': () => ({
    url: '/api/user/register/invite/confirm/web/not-a-confirmation-link',
  }),
};
