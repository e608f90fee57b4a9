import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../contract/auth';
import { buildCompanyListItem } from '../../../tests/companyFactories';
import { buildProfile } from '../../../tests/factories';
import { companyListHandler, DEFAULT_COMPANIES } from '../../../tests/msw/companyHandlers';
import { server } from '../../../tests/msw/server';
import {
  recordPageNavigation,
  type PageNavigationRecord,
} from '../../../tests/pageNavigationRecorder';
import { renderApp } from '../../../tests/render';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';
import { Navbar } from './Navbar';

let navigation: { record: PageNavigationRecord; restore: () => void };

beforeEach(() => {
  navigation = recordPageNavigation();
});

afterEach(() => {
  vi.useRealTimers();
  navigation.restore();
});

const platformAdmin = () => buildProfile({ userGroup: 1, companyID: 'All', company: null });

function renderNavbar(profile: Profile) {
  return renderApp(
    <Navbar user={profile} drawerId="sidebar" drawerOpen={false} onToggleDrawer={() => {}} />,
    { route: '/dashboard', user: profile },
  );
}

const findSwitcher = () => screen.findByRole('combobox', { name: 'Organization' });
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('organisation switch', () => {
  it('offers a platform admin the active organisations, sorted, under a placeholder', async () => {
    server.use(
      companyListHandler([
        buildCompanyListItem({ companyID: 'umbrella', name: 'Umbrella Nurses' }),
        ...DEFAULT_COMPANIES,
      ]),
    );
    renderNavbar(platformAdmin());

    const select = await findSwitcher();

    expect(optionNames(select)).toEqual([
      'Select Organization',
      'Acme Workers Union',
      'Globex Teachers Association',
      'Umbrella Nurses',
    ]);
    expect(select).toHaveValue('');
  });

  it('shows the organisation of the companyID cookie as chosen', async () => {
    setCookie(COOKIE.companyID, 'globex');
    renderNavbar(platformAdmin());

    expect(await findSwitcher()).toHaveValue('globex');
  });

  it('is not offered with only one active organisation', async () => {
    server.use(
      companyListHandler([
        buildCompanyListItem({ companyID: 'acme', name: 'Acme Workers Union' }),
        buildCompanyListItem({ companyID: 'initech', name: 'Initech Guild', isActive: 0 }),
      ]),
    );
    const { store } = renderNavbar(platformAdmin());

    await vi.waitFor(() =>
      expect(store.getState().company.flows.companies.status).toBe('succeeded'),
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it.each([2, 4, 5])('is not offered to group %i', async (group) => {
    renderNavbar(buildProfile({ userGroup: group }));

    await act(() => Promise.resolve());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('stores the choice, announces it for 10 s and reloads the page after 2 s', async () => {
    const { store } = renderNavbar(platformAdmin());
    const select = await findSwitcher();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    fireEvent.change(select, { target: { value: 'globex' } });

    expect(getCookie(COOKIE.companyID)).toBe('globex');
    expect(store.getState().company.selectedCompanyID).toBe('globex');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading resources of Globex Teachers Association')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(navigation.record.reloads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigation.record.reloads).toBe(1);

    // The notice stays for its 10 s, the reload notwithstanding.
    await act(() => vi.advanceTimersByTimeAsync(7900));
    expect(
      screen.getByText('Loading resources of Globex Teachers Association'),
    ).toBeInTheDocument();
  });

  it('clears the companyID cookie when the placeholder is chosen', async () => {
    setCookie(COOKIE.companyID, 'globex');
    const { store } = renderNavbar(platformAdmin());
    const select = await findSwitcher();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    fireEvent.change(select, { target: { value: '' } });

    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(store.getState().company.selectedCompanyID).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Loading resources of all organizations')).toBeInTheDocument();
    expect(navigation.record.reloads).toBe(1);
  });
});
