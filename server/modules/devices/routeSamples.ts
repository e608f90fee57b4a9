import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /user/mobile-users/{userID}/devices': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/devices`,
    owner: 'channelA',
  }),
  'DELETE /user/mobile-users/{userID}/devices/{deviceID}': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/devices/${ids.deviceA}`,
    owner: 'channelA',
  }),
  // The app's own calls: its app token stands in for any admin's session.
  'POST /app/devices': (ids) => ({
    url: '/app/devices',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
    payload: { pushToken: 'net-sample-push-token', platform: 'android', appVersion: '4.2.0' },
  }),
  'DELETE /app/devices': (ids) => ({
    url: '/app/devices',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
    payload: { pushToken: 'net-sample-push-token' },
  }),
  'DELETE /app/session': (ids, actor) => ({
    url: '/app/session',
    headers: { authorization: `Bearer ${ids.signOutTokens[actor]}` },
  }),
  'DELETE /user/mobile-users/{userID}/app-sessions': (ids) => ({
    url: `/user/mobile-users/${ids.userSignedOut}/app-sessions`,
    owner: 'channelA',
  }),
};
