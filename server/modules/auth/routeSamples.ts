import { DEMO_PASSWORD } from '../../../tests/api/harness';
import type { Sample } from '../../../tests/api/net/sampleRequest';

/** A passkey answer of the right shape to a challenge the API never issued. */
const UNISSUED_CHALLENGE = '00000000-0000-4000-8000-000000000000';
const FAKE_ASSERTION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /user/login': () => ({
    url: '/user/login',
    payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  }),
  'POST /user/login/resend-otp': () => ({
    url: '/user/login/resend-otp',
    payload: { email: 'twofactor@acme.test' },
  }),
  'POST /user/login/auth': () => ({ url: '/user/login/auth', payload: { type: 'autoLogin' } }),
  // An unknown code: the exchange refuses it whoever asks.
  'POST /user/login/auto': () => ({
    url: '/user/login/auto',
    payload: { type: 'autoLogin', code: 'not-a-code-issued-by-the-api' },
  }),
  'POST /user/logout': () => ({ url: '/user/logout', endsSession: true }),
  'POST /user/forgot-password': (_ids, actor) => ({
    url: '/user/forgot-password',
    payload: { email: `${actor}@example.com` },
  }),
  'GET /user/forgot-password/{token}': () => ({ url: '/user/forgot-password/not-a-reset-link' }),
  'POST /user/change-password': () => ({
    url: '/user/change-password',
    payload: { token: 'not-a-reset-link', password: 'Another-pass-1' },
  }),
  'GET /user/reset-password/id/{id}': (ids) => ({
    url: `/user/reset-password/id/${ids.adminOfAcme}`,
    owner: 'acme',
  }),
  'GET /user/profile': () => ({ url: '/user/profile' }),
  'PUT /user/profile/': () => ({ url: '/user/profile/', payload: { phone: '+1 555 0100' } }),
  'GET /user/two-factor': () => ({ url: '/user/two-factor' }),
  'POST /user/two-factor/authenticator': () => ({
    url: '/user/two-factor/authenticator',
    payload: {},
  }),
  // No setup waits for this code, and it is no authenticator's: refused whoever asks.
  'POST /user/two-factor/authenticator/confirm': () => ({
    url: '/user/two-factor/authenticator/confirm',
    payload: { code: '000000' },
  }),
  'POST /user/two-factor/recovery-codes': () => ({
    url: '/user/two-factor/recovery-codes',
    payload: { code: '000000' },
  }),
  'POST /user/two-factor/authenticator/remove': () => ({
    url: '/user/two-factor/authenticator/remove',
    payload: { code: '000000' },
  }),
  'POST /user/login/enrol': () => ({
    url: '/user/login/enrol',
    payload: { ticket: 'not-a-ticket' },
  }),
  'POST /user/login/enrol/confirm': () => ({
    url: '/user/login/enrol/confirm',
    payload: { ticket: 'not-a-ticket', code: '000000' },
  }),
  'POST /user/two-factor/reset/{id}': (ids) => ({
    url: `/user/two-factor/reset/${ids.adminOfAcme}`,
    owner: 'acme',
  }),
  'GET /two-factor-policy': () => ({ url: '/two-factor-policy' }),
  'PUT /two-factor-policy': () => ({
    url: '/two-factor-policy',
    payload: { requireTwoFactor: false },
  }),
  'POST /user/login/passkey/options': () => ({ url: '/user/login/passkey/options' }),
  'POST /user/login/passkey': () => ({
    url: '/user/login/passkey',
    payload: { challengeId: UNISSUED_CHALLENGE, credential: FAKE_ASSERTION },
  }),
  'GET /user/passkeys': () => ({ url: '/user/passkeys' }),
  // No authenticator's code: refused whoever asks.
  'POST /user/passkeys/options': () => ({
    url: '/user/passkeys/options',
    payload: { code: '000000' },
  }),
  'POST /user/passkeys': () => ({
    url: '/user/passkeys',
    payload: {
      challengeId: UNISSUED_CHALLENGE,
      name: 'Laptop',
      credential: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    },
  }),
  'POST /user/passkeys/{id}/remove': () => ({
    url: `/user/passkeys/${UNISSUED_CHALLENGE}/remove`,
    payload: { code: '000000' },
  }),
  'PUT /user/status/{userID}': (ids) => ({
    url: `/user/status/${ids.userA}`,
    payload: { status: 1 },
    owner: 'channelA',
  }),
};
