import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MobileUserListBody } from '../../../contract/mobileUsers';
import { seedUsers } from '../../../tests/appUsersPages';
import { buildProfile } from '../../../tests/factories';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { server } from '../../../tests/msw/server';
import { signIn, loadedSlice } from '../../../tests/render';
import { makeStore } from '../../app/store';
// The slice joins the store when its module loads, as a page's import loads it.
import './mobileUsersSlice';
import { fetchUsers, setUserStatus } from './mobileUsersThunks';

describe('mobileUsers slice', () => {
  it('keeps the newest list when an older request answers last', async () => {
    signIn(buildProfile());
    seedUsers(1, () => ({ firstname: 'Slow' }));
    seedUsers(1, () => ({ firstname: 'Fast' }));
    server.use(
      http.post<never, MobileUserListBody>(
        apiUrl('/user/mobile-users/new'),
        async ({ request }) => {
          const body = await request.clone().json();
          if (body.searchString === 'slow') await delay(150);
          return undefined;
        },
      ),
    );
    const store = makeStore();

    const slow = store.dispatch(fetchUsers({ searchString: 'slow' }));
    const fast = store.dispatch(fetchUsers({ searchString: 'fast' }));
    await Promise.all([slow, fast]);

    expect(
      loadedSlice(store.getState(), 'mobileUsers').users.map((user) => user.firstname),
    ).toEqual(['Fast']);
    expect(loadedSlice(store.getState(), 'mobileUsers').flows.list.status).toBe('succeeded');
  });

  it('keeps an aborted list load from showing as a failure', async () => {
    signIn(buildProfile());
    const store = makeStore();

    const request = store.dispatch(fetchUsers({}));
    request.abort();
    await request;

    expect(loadedSlice(store.getState(), 'mobileUsers').flows.list.status).toBe('idle');
    expect(loadedSlice(store.getState(), 'mobileUsers').flows.list.error).toBeNull();
  });

  it('maps a failed status change to the spec message and frees the row', async () => {
    signIn(buildProfile());
    server.use(
      http.put(apiUrl('/user/status/:userID'), () =>
        HttpResponse.json({ code: 'error_updating_mobile_user', message: 'x' }, { status: 400 }),
      ),
    );
    const store = makeStore();

    await store.dispatch(setUserStatus({ userId: 'u1', status: 0, listStatus: 'all' }));

    const state = loadedSlice(store.getState(), 'mobileUsers');
    expect(state.flows.status).toMatchObject({
      status: 'failed',
      error: 'Error updating registered user.',
      code: 'error_updating_mobile_user',
    });
    expect(state.busyUserId).toBeNull();
  });
});
