import { ACTORS, type Actor, type SampleIds } from './routeSampleIds';

/**
 * Names the large seed gives (lower-cased), each held by one user in sixteen or twenty: a
 * search for each is a common search nobody has counted yet.
 */
const SEED_NAMES = [
  ...['ava', 'ben', 'cara', 'dev', 'eli', 'fay', 'gil', 'hana', 'ivo', 'jun', 'kai', 'lena'],
  ...['milo', 'nia', 'omar', 'pia', 'quinn', 'rosa', 'sam', 'tess', 'alvarez', 'brooks'],
  ...['chen', 'diaz', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jones', 'khan'],
  ...['lopez', 'moreau', 'novak', 'okafor', 'park'],
];

/**
 * The POST reads the screens make, with their bodies; `bodyFor`, when set, gives each call its
 * own body (the warm-up call is call -1).
 */
export function samplePostReads(
  actor: Actor,
  ids: SampleIds,
): { name: string; path: string; body: unknown; bodyFor?: (call: number) => unknown }[] {
  const cpId = actor === 'channel' ? {} : { cpId: ids.messageChannel };
  const group = actor === 'channel' ? ids.channelGroup : ids.largestGroup;
  return [
    { name: 'users list, first page', path: '/user/mobile-users/new', body: { limit: 10 } },
    {
      name: 'users list, search',
      path: '/user/mobile-users/new',
      body: { limit: 10, searchString: 'hughes' },
    },
    {
      name: 'users list, a common name searched for the first time',
      path: '/user/mobile-users/new',
      body: {},
      // Each kind of admin searches its own spelling (the whole name, without its first letter,
      // without its last), as counts are shared by admins who see the same users.
      bodyFor: (call: number) => {
        const name = SEED_NAMES[(call + 1) % SEED_NAMES.length] ?? 'ava';
        const spelling = [name, name.slice(1), name.slice(0, -1)][ACTORS.indexOf(actor)];
        return { limit: 10, searchString: spelling };
      },
    },
    {
      name: 'users list, two letters searched for the first time',
      path: '/user/mobile-users/new',
      body: {},
      // Two letters out of a seeded name: thousands of matches, which no trigram index serves.
      bodyFor: (call: number) => {
        const name = SEED_NAMES[(call + 7) % SEED_NAMES.length] ?? 'ava';
        const from = ACTORS.indexOf(actor) % (name.length - 1);
        return { limit: 10, searchString: name.slice(from, from + 2) };
      },
    },
    {
      name: 'users list, one group, active',
      path: '/user/mobile-users/new',
      body: { limit: 10, userStatus: 'active', groups: [group] },
    },
    {
      name: 'users picker for sending (active only)',
      path: '/user/mobile-users/new',
      body: { limit: 10, onlyActiveUsers: true },
    },
    {
      name: 'compose reach of a large group',
      path: '/messages/audience',
      body: { ...cpId, device: 'all', audience: { kind: 'groups', groups: [group] } },
    },
    {
      name: 'compose reach of everyone',
      path: '/messages/audience',
      body: { ...cpId, device: 'all', audience: { kind: 'all' } },
    },
  ];
}
