import { form, type FormFile, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';

const BANNER_FILE: FormFile = { ...LOGO_FILE, field: 'image', name: 'banner.png' };

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Union links and screen banners (channel A's).
  'GET /union-link/{id}': () => ({ url: '/union-link/acme' }),
  'GET /union-link/link/{id}': (ids) => ({
    url: `/union-link/link/${ids.unionLink}`,
    owner: 'acme',
  }),
  'POST /union-link': (_ids, actor) => ({
    url: '/union-link',
    payload: {
      unionLink_name: `Net ${actor}`,
      url: 'https://example.com/net',
      benefits_description: 'From the\naccess matrix',
    },
  }),
  'PUT /union-link/link/{id}': (ids) => ({
    url: `/union-link/link/${ids.unionLink}`,
    payload: {
      unionLink_name: 'Annual conference',
      url: 'https://example.com/acme/conference',
      benefits_description: 'Programme, venue and registration.',
    },
    owner: 'acme',
  }),
  'DELETE /union-link/{id}': (ids) => ({ url: `/union-link/${ids.unionLink}`, owner: 'acme' }),
  'GET /union-link/linktype/{id}': (ids) => ({
    url: `/union-link/linktype/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /union-link/linktype/{id}': (ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, BANNER_FILE),
    url: `/union-link/linktype/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /union-link/linktype/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ name: 'Member benefits' }) }, BANNER_FILE),
    url: `/union-link/linktype/${ids.bannersA[0] ?? ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /union-link/linktype/order/{id}': (ids) => ({
    url: `/union-link/linktype/order/${ids.channelA}`,
    payload: { linkTypeData: [...ids.bannersA].reverse() },
    owner: 'channelA',
  }),
  'DELETE /union-link/linktype/{id}': (ids) => ({
    url: `/union-link/linktype/${ids.bannersA[0] ?? ids.channelA}`,
    owner: 'channelA',
  }),
};
