import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCompanyListItem } from '../../../tests/companyFactories';
import { buildProfile } from '../../../tests/factories';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { menuColorHandler } from '../../../tests/msw/companyHandlers';
import { server } from '../../../tests/msw/server';
import { signIn } from '../../../tests/render';
import { makeStore } from '../../app/store';
import { COOKIE, setCookie } from '../../lib/cookies';
import { companySelected, selectActiveCompaniesByName } from './companySlice';
import { fetchCompanies, fetchMenuColor } from './companyThunks';

describe('companySlice', () => {
  it('starts with the company of the companyID cookie selected', () => {
    setCookie(COOKIE.companyID, 'globex');
    expect(makeStore().getState().company.selectedCompanyID).toBe('globex');
  });

  it('loads the organisations and lists the active ones by name', async () => {
    signIn(buildProfile({ userGroup: 1, companyID: 'All' }));
    const store = makeStore();

    await store.dispatch(fetchCompanies());

    expect(store.getState().company.flows.companies.status).toBe('succeeded');
    expect(selectActiveCompaniesByName(store.getState()).map((c) => c.name)).toEqual([
      'Acme Workers Union',
      'Globex Teachers Association',
    ]);
  });

  it('sorts by name regardless of case', () => {
    const store = makeStore();
    const list = [
      buildCompanyListItem({ companyID: 'z', name: 'zeta' }),
      buildCompanyListItem({ companyID: 'a', name: 'Alpha' }),
      buildCompanyListItem({ companyID: 'b', name: 'beta' }),
    ];
    store.dispatch(fetchCompanies.fulfilled(list, 'req'));
    expect(selectActiveCompaniesByName(store.getState()).map((c) => c.name)).toEqual([
      'Alpha',
      'beta',
      'zeta',
    ]);
  });

  it('keeps the mapped message of a failed load', async () => {
    signIn(buildProfile({ userGroup: 1 }));
    server.use(
      http.get(apiUrl('/company'), () =>
        HttpResponse.json({ code: 'error_retrieving_data', message: 'x' }, { status: 500 }),
      ),
    );
    const store = makeStore();

    await store.dispatch(fetchCompanies());

    expect(store.getState().company.flows.companies).toMatchObject({
      status: 'failed',
      error: 'Error retrieving data.',
    });
  });

  it("reads a channel's menu colour", async () => {
    signIn(buildProfile({ userGroup: 2 }));
    server.use(menuColorHandler({ 'cp-1': '#1e293b' }));
    const store = makeStore();

    await store.dispatch(fetchMenuColor('cp-1'));

    expect(store.getState().company).toMatchObject({
      menuColor: '#1e293b',
      flows: { menuColor: { status: 'succeeded' } },
    });
  });

  it('records the selected company', () => {
    const store = makeStore();
    store.dispatch(companySelected('globex'));
    expect(store.getState().company.selectedCompanyID).toBe('globex');
  });
});
