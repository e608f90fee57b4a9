import { form, type FormFile, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';

const CHANNEL_IMAGE: FormFile = { ...LOGO_FILE, field: 'image', name: 'channel.png' };

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // The path names what the console sends; the scope decides whose channels come back.
  'GET /content-provider/{companyId}': () => ({ url: '/content-provider/acme?noCount=true' }),
  // Channel pricing: bundles add rows; the plan change replays one key after its first success.
  'GET /content-provider/pricing/{id}': (ids) => ({
    url: `/content-provider/pricing/${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /content-provider/ledger/{id}': (ids) => ({
    url: `/content-provider/ledger/${ids.channelA}?limit=10&offset=0`,
    owner: 'channelA',
  }),
  'PUT /content-provider/update/appusers/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/appusers/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/offapptextcredits/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/offapptextcredits/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/appusers/free-purchase/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/appusers/free-purchase/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/offapptextcredits/free-purchase/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/offapptextcredits/free-purchase/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/updatepriceplan/{channelId}/{plan}': (ids) => ({
    url: `/content-provider/update/updatepriceplan/${ids.channelA}/enterprise`,
    payload: { idempotencyKey: 'net-plan-enterprise' },
    owner: 'channelA',
  }),
  'GET /content-provider/by-user-id/{id}': (ids) => ({
    url: `/content-provider/by-user-id/${ids.channelAdminA}`,
    owner: 'channelA',
  }),
  'GET /content-provider/item/{id}': (ids) => ({
    url: `/content-provider/item/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /content-provider': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ clientName: `Net channel ${actor}` }) }, CHANNEL_IMAGE),
    url: '/content-provider',
  }),
  'PUT /content-provider/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ contactName: 'Demo Contact' }) }, CHANNEL_IMAGE),
    url: `/content-provider/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /content-provider/update/{id}': (ids) => ({
    url: `/content-provider/update/${ids.channelA}`,
    payload: { contactName: 'Demo Contact' },
    owner: 'channelA',
  }),
  'POST /content-provider/duplicate': (ids, actor) => ({
    url: '/content-provider/duplicate',
    payload: { id: ids.channelA, clientName: `Net copy ${actor}` },
    owner: 'channelA',
  }),
  'PUT /content-provider/status/{id}': (ids) => ({
    url: `/content-provider/status/${ids.channelA}`,
    payload: { status: 1 },
    owner: 'channelA',
  }),
  // Channel A is active and has followers: the delete is refused (409), never done.
  'DELETE /content-provider/{id}': (ids) => ({
    url: `/content-provider/${ids.channelA}`,
    owner: 'channelA',
  }),
  // Channel catalogues (the writes set acme's rows to what they hold).
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
