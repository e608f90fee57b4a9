import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard, Profile } from '../../../../contract/auth';
import { buildDashboard, buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { seedAccount, startSession } from '../../../../tests/msw/authHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { COOKIE, getCookie, setCookie } from '../../../lib/cookies';
import { DashboardPage } from './DashboardPage';

const DAYS = [
  { date: '2025-03-01', count: 4 },
  { date: '2025-03-02', count: 9 },
];
const MONTHS = [
  { date: '2025-02', count: 40 },
  { date: '2025-03', count: 13 },
];

function signInWith(profile: Partial<Profile>, dashboard: Partial<Dashboard> = {}) {
  const account = seedAccount({
    profile: buildProfile({ companyID: 'navy', userGroup: 4, ...profile }),
    dashboard: buildDashboard({ dashboardUsers: DAYS, dashboardUsersYear: MONTHS, ...dashboard }),
  });
  setCookie(COOKIE.token, startSession(account));
  return renderApp([{ path: '/dashboard', element: <DashboardPage /> }], {
    route: '/dashboard',
  });
}

function counter(label: string) {
  const tile = screen.getByRole('heading', { name: label }).closest('li');
  if (!tile) throw new Error(`no counter tile for ${label}`);
  return within(tile);
}

// jsdom draws nothing on a canvas; with no 2D context the page shows the chart's data table.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => {
  vi.restoreAllMocks();
});

const counters = () => screen.findByRole('list', { name: 'Counters' });

describe('DashboardPage', () => {
  it('shows the counters with thousands separators and a third line', async () => {
    signInWith(
      { company: null, profile: { firstname: 'Grace', lastname: 'Hopper', phone: '' } },
      {
        subscribers: 1250,
        iosSubscribers: 700,
        androidSubscribers: 520,
        otherSubscribers: 30,
        registeredSubscribers: 1000,
        unregisteredSubscribers: 250,
        admins: 5,
        paidSubscribers: 125,
      },
    );

    await counters();
    expect(screen.getByText('Welcome back, Grace.')).toBeInTheDocument();
    expect(counter('Subscribers').getByText('1,250')).toBeInTheDocument();
    expect(
      counter('Subscribers').getByText('1,000 registered, 250 not registered'),
    ).toBeInTheDocument();
    expect(counter('Web or unknown').getByText('30')).toBeInTheDocument();
    expect(counter('Web or unknown').getByText('2% of subscribers')).toBeInTheDocument();
    expect(counter('Android subscribers').getByText('42% of subscribers')).toBeInTheDocument();
    expect(counter('iOS subscribers').getByText('700')).toBeInTheDocument();
    expect(counter('iOS subscribers').getByText('56% of subscribers')).toBeInTheDocument();
    expect(counter('Paid subscribers').getByText('10% of subscribers')).toBeInTheDocument();
    expect(counter('Admins').getByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organizations' })).not.toBeInTheDocument();
    expect(getCookie(COOKIE.companyID)).toBe('navy');
  });

  it('shows organizations and covers all of them for a platform admin', async () => {
    signInWith({ userGroup: 1, companyID: 'All' }, { companies: 2345 });

    await counters();
    expect(counter('Organizations').getByText('2,345')).toBeInTheDocument();
    expect(screen.getByText('All organizations')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADD OR UPGRADE' })).not.toBeInTheDocument();
  });

  it('names the company of an organisation admin in the footer', async () => {
    signInWith({
      userGroup: 4,
      company: {
        companyID: 'navy',
        name: 'Navy Credit Union',
        logo: null,
        favicon: null,
        adminColor: { color_hex: null },
        featuredLinks: [],
        copyright: { message: null },
        adminMenu: [],
      },
    });

    await counters();
    expect(screen.getByText('Across Navy Credit Union')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADD OR UPGRADE' })).not.toBeInTheDocument();
  });

  it.each([2, 5])(
    'gives a channel admin (group %i) the pricing panel link and the followers footer',
    async (userGroup) => {
      signInWith(
        { userGroup, contentProviderID: 'cp-42', cpName: 'Local 99' },
        {
          subscribers: 1250,
          appUsers: {
            planCode: 'starter',
            planName: 'Starter',
            includedAppUsers: 1000,
            purchasedAppUsers: 0,
            allowed: 1000,
            used: 1250,
            wholeCompany: false,
          },
        },
      );

      await counters();
      expect(screen.getByRole('link', { name: 'ADD OR UPGRADE' })).toHaveAttribute(
        'href',
        '/content-provider/pricing-panel/cp-42',
      );
      expect(screen.getByText('Followers of Local 99')).toBeInTheDocument();
      expect(
        counter('Subscribers').getByText('250 disabled, over the 1,000 allowed'),
      ).toBeInTheDocument();
    },
  );

  it('gives a channel sub-admin no pricing panel link: only channel admins may buy', async () => {
    signInWith({
      userGroup: 2,
      isChannelSubAdmin: 1,
      contentProviderID: 'cp-42',
      cpName: 'Local 99',
    });

    await counters();
    expect(screen.getByText('Followers of Local 99')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADD OR UPGRADE' })).not.toBeInTheDocument();
  });

  it('gives no pricing panel link to a channel admin whose role opens no pricing', async () => {
    signInWith({
      userGroup: 2,
      contentProviderID: 'cp-42',
      cpName: 'Local 99',
      role: {
        _id: 'r-1',
        roleID: 'messages-only',
        name: 'Messages only',
        keys: ['messages'],
        builtIn: false,
      },
    });

    await counters();
    expect(screen.queryByRole('link', { name: 'ADD OR UPGRADE' })).not.toBeInTheDocument();
  });

  it("counts the app users still available in the channel's allowance", async () => {
    signInWith(
      { userGroup: 2, contentProviderID: 'cp-42', cpName: 'Local 99', purchased_app_users: 5000 },
      {
        subscribers: 1250,
        appUsers: {
          planCode: 'growth',
          planName: 'Growth',
          includedAppUsers: 10000,
          purchasedAppUsers: 5000,
          allowed: 15000,
          used: 1250,
          wholeCompany: false,
        },
      },
    );

    await counters();
    expect(counter('Subscribers').getByText('13,750 of 15,000 available')).toBeInTheDocument();
  });

  it('switches the chart between 30 days and 12 months', async () => {
    const { user } = signInWith({});

    expect(await screen.findByRole('radio', { name: '30 days' })).toBeChecked();
    const days = await screen.findByRole('table', { name: 'New app users, last 30 days' });
    expect(within(days).getByRole('rowheader', { name: 'Mar 2' })).toBeInTheDocument();
    expect(screen.getByText(/13 new app users in the last 30 days/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '12 months' }));

    const months = screen.getByRole('table', { name: 'New app users, last 12 months' });
    expect(within(months).getByRole('rowheader', { name: 'Feb 2025' })).toBeInTheDocument();
    expect(within(months).getByRole('cell', { name: '40' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /last 30 days/ })).not.toBeInTheDocument();
  });

  it('says so when no app user joined in the period', async () => {
    signInWith({}, { dashboardUsers: [], dashboardUsersYear: [] });

    expect(await screen.findByText('No new app users in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load and loads it again on request', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/user/dashboard/:companyID/:userGroup'), () => {
        if (failures-- > 0) return HttpResponse.json({ code: 'boom' }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = signInWith({});

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error 002: API Internal Error. Contact the website administrator.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await counters()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends an expired session', async () => {
    server.use(
      http.get(apiUrl('/user/profile'), () =>
        HttpResponse.json({ code: 'TokenExpiredError', message: 'jwt expired' }, { status: 401 }),
      ),
    );
    const { store } = signInWith({});

    await expect.poll(() => getCookie(COOKIE.token)).toBeUndefined();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, profileStatus: 'idle' });
  });
});
