import { form, type FormFile, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';

const CHANNEL_IMAGE: FormFile = { ...LOGO_FILE, field: 'image', name: 'channel.png' };

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // The path names what the console sends; the scope decides whose channels come back.
  'GET /content-provider/{companyId}': () => ({ url: '/content-provider/acme?noCount=true' }),
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
};
