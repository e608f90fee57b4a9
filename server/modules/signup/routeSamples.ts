import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Sign-up: SMS links, the deep link, the sending email, the app links page.
  'POST /user/register/sms': (ids) => ({
    url: '/user/register/sms',
    payload: { userIds: [ids.userA] },
    owner: 'channelA',
  }),
  'GET /api/user/register/invite/{type}': () => ({
    url: `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
  }),
  'POST /api/user/register/invite/{type}': () => ({
    url: `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
    payload: { firstName: 'Net', lastName: 'Check', email: 'net@example.com', zipcode: '94110' },
  }),
  'GET /api/user/register/deepLinkInsteadOfSms': () => ({
    url: '/api/user/register/deepLinkInsteadOfSms?company=acme',
  }),
  'GET /company/sending-email': () => ({ url: '/company/sending-email' }),
  'PUT /company/sending-email': () => ({
    url: '/company/sending-email',
    payload: { email: 'net@example.com' },
  }),
  'POST /public/verify-sending-email/{companyID}/{messageID}': () => ({
    url: '/public/verify-sending-email/acme/00000000-0000-4000-8000-000000000000',
  }),
  'GET /public/app-links/{companyID}': () => ({ url: '/public/app-links/acme' }),
};
