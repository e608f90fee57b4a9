import { TEST_SECRET } from '../../../tests/api/harness';
import { form, type Sample } from '../../../tests/api/net/sampleRequest';
import { createPlaybackSigner } from './playback';
import { WAV_FILE } from './testKit';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /upload': (ids, actor) => ({
    ...form({ kind: 'audio', title: `Net ${actor}`, channel: ids.channelA }, WAV_FILE),
    url: '/upload',
    owner: 'channelA',
  }),
  'GET /upload': () => ({ url: '/upload?type=audio&limit=10' }),
  'GET /upload/{id}': (ids) => ({ url: `/upload/${ids.uploadA}`, owner: 'channelA' }),
  'GET /upload/{id}/content': (ids) => ({
    url: `/upload/${ids.uploadA}/content`,
    headers: { range: 'bytes=0-99' },
    owner: 'channelA',
  }),
  // Public: the signature stands for the reader, so any caller with the link plays the file.
  'GET /upload/{id}/play': (ids) => ({
    url: createPlaybackSigner(TEST_SECRET).urlFor(ids.uploadA),
    headers: { range: 'bytes=0-99' },
  }),
  'PUT /upload/{id}': (ids) => ({
    url: `/upload/${ids.uploadA}`,
    payload: { title: 'Sample tone', description: 'Checked by the access matrix' },
    owner: 'channelA',
  }),
  'DELETE /upload/{id}': (ids) => ({ url: `/upload/${ids.uploadA}`, owner: 'channelA' }),
};
