import { describe, expect, it } from 'vitest';
import { buildDashboard, buildProfile } from '../../tests/factories';
import { seedAccount } from '../../tests/msw/authHandlers';
import { loadedSlice } from '../../tests/render';
import { login, logout } from '../features/auth/authThunks';
import { companySelected } from '../features/company/companySlice';
import { dashboardSlice } from '../features/dashboard/dashboardSlice';
import { makeStore } from './store';

describe('store', () => {
  it('loads the dashboard beside the profile when a sign-in succeeds', async () => {
    const account = seedAccount({ dashboard: buildDashboard({ subscribers: 42 }) });
    const store = makeStore();

    await store.dispatch(login({ email: account.profile.email, password: account.password }));

    await expect
      .poll(() => loadedSlice(store.getState(), 'dashboard').dashboard?.subscribers)
      .toBe(42);
    expect(store.getState().auth.user?.email).toBe(account.profile.email);
  });

  it('drops every slice back to its initial state at logout', async () => {
    const initial = makeStore().getState();
    const store = makeStore({
      auth: { ...initial.auth, token: 't', user: buildProfile(), profileStatus: 'succeeded' },
      dashboard: { ...dashboardSlice.getInitialState(), dashboard: buildDashboard() },
    });
    store.dispatch(companySelected('globex'));

    await store.dispatch(logout());

    expect(store.getState()).toEqual(initial);
    expect(store.getState().company.selectedCompanyID).toBeNull();
  });
});
