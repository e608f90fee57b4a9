import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { server } from '../../../tests/msw/server';
import { progressReader, syncUnion } from './unionSyncApi';

const result = { created: 1, updated: 1, suspended: 1, activated: 0, unchanged: 1 };
const source = { api: 'union', companyID: 'acme', fingerprint: 'fp-1' };
const ndjson = (text: string) =>
  new HttpResponse(text, { headers: { 'Content-Type': 'application/x-ndjson' } });

/** A browser's progress event: its target is the request, whose responseText grows. */
const progressEvent = (responseText: string) => ({ event: { target: { responseText } } });

describe('syncUnion', () => {
  it('reports each progress line once, a line split between two events included', () => {
    const onProgress = vi.fn();
    const read = progressReader(onProgress);
    let text = '{"progress":{"done":1,"total":4}}\n{"progress":{"done":2,"to';
    read(progressEvent(text));
    text += 'tal":4}}\n';
    read(progressEvent(text));
    read(progressEvent(text));
    text += `${JSON.stringify({ result })}\n`;
    read(progressEvent(text));
    read({ event: undefined });
    expect(onProgress.mock.calls).toEqual([[{ done: 1, total: 4 }], [{ done: 2, total: 4 }]]);
  });

  it('asks for the stream and answers its result line', async () => {
    let accept: string | null = null;
    server.use(
      http.post(apiUrl('/user/union-active/sync'), ({ request }) => {
        accept = request.headers.get('Accept');
        return ndjson(`{"progress":{"done":4,"total":4}}\n${JSON.stringify({ result })}\n`);
      }),
    );
    await expect(syncUnion(source, () => undefined)).resolves.toEqual(result);
    expect(accept).toBe('application/x-ndjson');
  });

  it('fails with the error line that undid the sync', async () => {
    server.use(
      http.post(apiUrl('/user/union-active/sync'), () =>
        ndjson(
          '{"progress":{"done":0,"total":4}}\n{"error":{"code":"error_retrieving_data","message":"Error retrieving data."}}\n',
        ),
      ),
    );
    await expect(syncUnion(source, () => undefined)).rejects.toMatchObject({
      code: 'error_retrieving_data',
    });
  });
});
