import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../tests/msw/apiUrl';
import { server } from '../../tests/msw/server';
import { selectChannelNamesOf } from './channelNamesSlice';
import { fetchChannelNames } from './channelNamesThunks';
import { makeStore } from '../app/store';

/** Answers each organisation's channel list with one channel named after it, counting calls. */
function countChannelReads() {
  const reads: string[] = [];
  server.use(
    http.get(apiUrl('/content-provider/:companyId'), ({ params }) => {
      const company = String(params.companyId);
      reads.push(company);
      return HttpResponse.json({
        success: true,
        data: [{ _id: `${company}-1`, clientName: `${company} news` }],
      });
    }),
  );
  return reads;
}

describe('the shared channel names', () => {
  it('reads an organisation’s channels once for every picker, again for another organisation', async () => {
    const reads = countChannelReads();
    const store = makeStore();
    await Promise.all([
      store.dispatch(fetchChannelNames('acme')),
      store.dispatch(fetchChannelNames('acme')),
    ]);
    await store.dispatch(fetchChannelNames('acme'));
    expect(reads).toEqual(['acme']);
    expect(selectChannelNamesOf(store.getState(), 'acme')).toEqual([
      { _id: 'acme-1', clientName: 'acme news' },
    ]);

    expect(selectChannelNamesOf(store.getState(), 'globex')).toBeNull();
    await store.dispatch(fetchChannelNames('globex'));
    expect(reads).toEqual(['acme', 'globex']);
  });

  it('reads them again after a channel is written on the channels screens', async () => {
    const reads = countChannelReads();
    const store = makeStore();
    await store.dispatch(fetchChannelNames('acme'));

    store.dispatch({ type: 'channels/createChannel/fulfilled', payload: null });
    await store.dispatch(fetchChannelNames('acme'));
    expect(reads).toEqual(['acme', 'acme']);
  });
});
