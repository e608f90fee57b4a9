import { form, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // The writes set acme's rows to what they hold.
  'GET /content-provider/categories/{id}': () => ({ url: '/content-provider/categories/acme' }),
  'GET /content-provider/categories/category/{id}': (ids) => ({
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'POST /content-provider/categories': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ name: `Net ${actor}`, description: 'From the\naccess matrix' }) },
      LOGO_FILE,
    ),
    url: '/content-provider/categories',
  }),
  'PUT /content-provider/categories/category/{id}': (ids) => ({
    ...form(
      { data: JSON.stringify({ name: 'News', description: 'Union news and bargaining updates.' }) },
      LOGO_FILE,
    ),
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/categories/category/{id}': (ids) => ({
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'PUT /content-provider/categories/category/group/{id}': (ids) => ({
    url: `/content-provider/categories/category/group/${ids.cpCategory}`,
    payload: { groupId: ids.cpGroup },
    owner: 'acme',
  }),
  'GET /content-provider/types/{id}': () => ({ url: '/content-provider/types/acme' }),
  'GET /content-provider/types/type/{id}': (ids) => ({
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'POST /content-provider/types': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, LOGO_FILE),
    url: '/content-provider/types',
  }),
  'PUT /content-provider/types/type/{id}': (ids) => ({
    ...form(
      { data: JSON.stringify({ name: 'Newsletter', description: 'A weekly written digest.' }) },
      LOGO_FILE,
    ),
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/types/type/{id}': (ids) => ({
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'GET /content-provider/types/cpByType/{id}': (ids) => ({
    url: `/content-provider/types/cpByType/${ids.cpType}`,
    owner: 'acme',
  }),
  'GET /content-provider/groups/{id}': () => ({ url: '/content-provider/groups/acme' }),
  'GET /content-provider/groups/group/{id}': (ids) => ({
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'POST /content-provider/groups': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, LOGO_FILE),
    url: '/content-provider/groups',
  }),
  'PUT /content-provider/groups/group/{id}': (ids) => ({
    ...form(
      {
        data: JSON.stringify({
          name: 'Member services',
          description: 'Channels members turn to for news and help.',
        }),
      },
      LOGO_FILE,
    ),
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/groups/group/{id}': (ids) => ({
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'GET /content-provider/union-type/{id}': () => ({ url: '/content-provider/union-type/acme' }),
  'GET /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    owner: 'acme',
  }),
  'POST /content-provider/union-type': (_ids, actor) => ({
    url: '/content-provider/union-type',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix' },
  }),
  'PUT /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    payload: { name: 'Industrial union', description: 'Every worker of one industry.' },
    owner: 'acme',
  }),
  'DELETE /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/union-type/{id}': (ids) => ({
    url: `/content-provider/union-type/${ids.unionType}`,
    owner: 'acme',
  }),
};
