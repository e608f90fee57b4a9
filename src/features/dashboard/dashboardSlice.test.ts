import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildDashboard } from '../../../tests/factories';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { seedAccount, startSession } from '../../../tests/msw/authHandlers';
import { server } from '../../../tests/msw/server';
import { loadedSlice } from '../../../tests/render';
import { sessionEnded, sessionStarted } from '../../state/sessionActions';
import { makeStore } from '../../app/store';
import { COOKIE, setCookie } from '../../lib/cookies';
import { idleFlow } from '../../lib/flows';
import { dashboardSlice } from './dashboardSlice';
import { fetchDashboard } from './dashboardThunks';

describe('dashboardSlice', () => {
  it("loads the admin's counters", async () => {
    const account = seedAccount({ dashboard: buildDashboard({ subscribers: 42 }) });
    setCookie(COOKIE.token, startSession(account));
    const store = makeStore();

    await store.dispatch(fetchDashboard({ companyID: 'acme', userGroup: 4 }));

    expect(loadedSlice(store.getState(), 'dashboard').flows.load).toMatchObject({
      status: 'succeeded',
      error: null,
    });
    expect(loadedSlice(store.getState(), 'dashboard').dashboard?.subscribers).toBe(42);
  });

  it('keeps the mapped message of a failed load', async () => {
    setCookie(COOKIE.token, startSession(seedAccount()));
    server.use(
      http.get(apiUrl('/user/dashboard/:companyID/:userGroup'), () =>
        HttpResponse.json({ code: 'error_retrieving_data', message: 'x' }, { status: 500 }),
      ),
    );
    const store = makeStore();

    await store.dispatch(fetchDashboard({ companyID: 'acme', userGroup: 4 }));

    expect(loadedSlice(store.getState(), 'dashboard').flows.load).toMatchObject({
      status: 'failed',
      error: 'Error retrieving data.',
    });
  });

  it('does not call the API without a session', async () => {
    const store = makeStore();

    await store.dispatch(fetchDashboard({ companyID: 'acme', userGroup: 4 }));

    expect(loadedSlice(store.getState(), 'dashboard').flows.load.status).toBe('idle');
  });

  it('starts loading when a sign-in starts the session', async () => {
    const account = seedAccount({ dashboard: buildDashboard({ subscribers: 7 }) });
    setCookie(COOKIE.token, startSession(account));
    const store = makeStore();

    store.dispatch(sessionStarted({ companyID: 'acme', userGroup: 4 }));

    // The listener loads the dashboard's code first, then the counters; nothing else asks.
    await expect
      .poll(() => loadedSlice(store.getState(), 'dashboard').dashboard?.subscribers)
      .toBe(7);
  });

  it('forgets the counters when the session ends', () => {
    const store = makeStore({
      dashboard: {
        dashboard: buildDashboard(),
        flows: { load: { ...idleFlow, status: 'succeeded' } },
      },
    });

    store.dispatch(sessionEnded());

    expect(loadedSlice(store.getState(), 'dashboard')).toEqual(dashboardSlice.getInitialState());
  });
});
