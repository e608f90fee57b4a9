import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../tests/msw/apiUrl';
import { server } from '../../tests/msw/server';
import { apiClient } from '../lib/apiClient';
import { createApiThunk, failureOf } from './createApiThunk';
import { makeStore } from '../app/store';

const saveShift = createApiThunk('test/saveShift', async (name: string) => {
  const response = await apiClient.post<{ name: string }>('/test/shifts', { name });
  return response.data.name;
});

describe('createApiThunk', () => {
  it('answers what the call answers', async () => {
    server.use(
      http.post(apiUrl('/test/shifts'), async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
    const result = await makeStore().dispatch(saveShift('Nights'));
    expect(result.payload).toBe('Nights');
    expect(failureOf(result)).toBeNull();
  });

  it('rejects with the mapped message, the code and the fields the server names', async () => {
    server.use(
      http.post(apiUrl('/test/shifts'), () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            message: 'name must NOT have more than 100 characters',
            details: [{ field: 'name', message: 'must NOT have more than 100 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const result = await makeStore().dispatch(saveShift('x'.repeat(101)));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(failureOf(result)).toEqual({
      message: 'name must NOT have more than 100 characters',
      code: 'validation_error',
      details: [{ field: 'name', message: 'must NOT have more than 100 characters' }],
    });
  });

  it('maps a known code to the spec message', async () => {
    server.use(
      http.post(apiUrl('/test/shifts'), () =>
        HttpResponse.json({ code: 'error_retrieving_data', message: 'x' }, { status: 503 }),
      ),
    );
    const result = await makeStore().dispatch(saveShift('Nights'));
    expect(result.payload).toBe('Error retrieving data.');
    expect(failureOf(result)).toMatchObject({ code: 'error_retrieving_data', details: [] });
  });

  it('reports no failure for an aborted request', async () => {
    server.use(http.post(apiUrl('/test/shifts'), () => new Promise<Response>(() => undefined)));
    const request = makeStore().dispatch(saveShift('Nights'));
    request.abort();
    expect(failureOf(await request)).toBeNull();
  });
});
