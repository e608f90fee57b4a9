import { form, type FormFile, type Sample } from '../../../tests/api/net/sampleRequest';

const CSV_FILE: FormFile = {
  name: 'users.csv',
  type: 'text/csv',
  content: 'email\r\nnet@example.com\r\n',
};
const csvImport = () => form({}, CSV_FILE);

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /user/mobile-users/new': () => ({
    url: '/user/mobile-users/new',
    payload: { onlyActiveUsers: true, limit: 100 },
  }),
  'GET /user/mobile-users/recovered/{id}': () => ({
    url: '/user/mobile-users/recovered/acme?offset=0&limit=10',
  }),
  'PUT /user/mobile-users/{userID}/{what}': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/deals`,
    payload: { isDailyDeal: false },
    owner: 'channelA',
  }),
  'DELETE /user/mobile-users/{userID}': (ids) => ({
    url: `/user/mobile-users/${ids.userElsewhere}`,
    owner: 'acme',
  }),
  'POST /user/mobile-users/toggleIM/{userID}/{state}': (ids) => ({
    url: `/user/mobile-users/toggleIM/${ids.userA}/0`,
    owner: 'channelA',
  }),
  'POST /user/mobile-users/download-csv': () => ({
    url: '/user/mobile-users/download-csv',
    payload: {},
  }),
  'POST /user/mobile-users/download-message-audit': (ids) => ({
    url: '/user/mobile-users/download-message-audit',
    payload: { messageId: ids.messageA },
    owner: 'channelA',
  }),
  'POST /user/upload': () => ({ ...csvImport(), url: '/user/upload?dryRun=true' }),
  'POST /user/upload/delete': () => ({
    url: '/user/upload/delete',
    payload: { userid: 'no-such-member' },
  }),
  'POST /user/union-active/get-users-list': () => ({
    url: '/user/union-active/get-users-list',
    payload: {},
  }),
  'POST /user/union-active/sync': () => ({ url: '/user/union-active/sync', payload: {} }),
  'POST /user/mobile-users/ua-check': () => ({ url: '/user/mobile-users/ua-check', payload: {} }),
  'POST /user/mobile-users/create': (_ids, actor) => ({
    url: '/user/mobile-users/create',
    payload: { email: `net.${actor}@members.test`, firstname: 'Net', lastname: actor },
  }),
  // A member's data: userElsewhere is acme's and no channel's, so only acme's organisation
  // admins reach them; the erasure runs after every GET (the nets call GETs first), and once it
  // has, a second one answers 409.
  'GET /user/mobile-users/{userID}/export': (ids) => ({
    url: `/user/mobile-users/${ids.userElsewhere}/export?format=json`,
    owner: 'acme',
  }),
  'POST /user/mobile-users/{userID}/erase': (ids) => ({
    url: `/user/mobile-users/${ids.userElsewhere}/erase`,
    payload: { confirm: 'ERASE' },
    owner: 'acme',
  }),
  'GET /app/data-export': (ids) => ({
    url: '/app/data-export',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
  }),
};
