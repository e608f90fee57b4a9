import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Bundles add rows; the plan change replays one key after its first success.
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
};
