import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there). The
 * nets' app has no OpenID provider: its settings are saved switched off (so no provider is
 * asked), its login page offers nothing (start answers 404), and a return with a state it never
 * issued goes back to the console with the error. sso.test.ts signs in through a real provider.
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /company/sso': () => ({ url: '/company/sso' }),
  'PUT /company/sso': () => ({
    url: '/company/sso',
    payload: {
      issuer: 'https://login.acme.test',
      clientId: 'tidings-console',
      clientSecret: 'net-client-secret-0123456789',
      mode: 'off',
      jitEnabled: false,
      jitRoleID: null,
    },
  }),
  'GET /auth/sso/{companyID}': () => ({ url: '/auth/sso/acme' }),
  'GET /auth/sso/{companyID}/start': () => ({ url: '/auth/sso/acme/start?redirect=%2Fusers' }),
  'GET /auth/sso/callback': () => ({
    url: '/auth/sso/callback?code=not-a-code&state=not-a-state-of-ours',
  }),
};
