import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { seedAccount, seedPublicCompany, seedSsoOptions } from '../../../../tests/msw/authHandlers';
import { renderApp } from '../../../../tests/render';
import { COOKIE, getCookie } from '../../../lib/cookies';
import { CompanyLoginPage } from './CompanyLoginPage';

function renderCompanyLogin(companyID: string, search = '') {
  return renderApp(
    [
      { path: '/:companyID', element: <CompanyLoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { route: `/${companyID}${search}` },
  );
}

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('CompanyLoginPage', () => {
  it("shows the company's logo and name", async () => {
    seedPublicCompany({
      companyID: 'acme',
      name: 'Acme Unions',
      logo: 'https://cdn.test/acme.png',
    });
    renderCompanyLogin('acme');

    const logo = await screen.findByRole('img', { name: 'Acme Unions' });
    expect(logo).toHaveAttribute('src', 'https://cdn.test/acme.png');
    expect(screen.getByText('Acme Unions admin console')).toBeInTheDocument();
    expect(document.title).toBe('Acme Unions · Tidings');
  });

  it('shows the name as a wordmark when the company has no logo', async () => {
    seedPublicCompany({ companyID: 'acme', name: 'Acme Unions', logo: null });
    renderCompanyLogin('acme');

    expect(await screen.findByText('Acme Unions', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('signs in and lands on the dashboard', async () => {
    seedPublicCompany({ companyID: 'acme' });
    const account = seedAccount({ profile: buildProfile({ email: 'ada@acme.test' }) });
    const { user, router } = renderCompanyLogin('acme');

    await screen.findByText('Acme Unions admin console');
    await signIn(user, 'ada@acme.test', account.password);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getCookie(COOKIE.token)).toMatch(/^token-/);
  });

  it('still offers sign-in for an unknown company, with a quiet note', async () => {
    const account = seedAccount({ profile: buildProfile({ email: 'ada@acme.test' }) });
    const { user, router } = renderCompanyLogin('no-such-company');

    expect(
      await screen.findByText('Unknown organization. You can still sign in with your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await signIn(user, 'ada@acme.test', account.password);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the email of a deactivated account and says so', async () => {
    seedPublicCompany({ companyID: 'acme' });
    seedAccount({
      profile: buildProfile({ email: 'ada@acme.test' }),
      blockedWith: 'account_deactivated',
    });
    const { user, store } = renderCompanyLogin('acme');

    await signIn(user, 'ada@acme.test', 'correct-horse-battery');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been deactivated. Please contact your administrator.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@acme.test');
    expect(store.getState().auth).toMatchObject({
      deactivated: true,
      pendingEmail: 'ada@acme.test',
    });
  });

  it('offers the organization’s single sign-on beside the password', async () => {
    seedPublicCompany({ companyID: 'acme' });
    seedSsoOptions('acme', { enabled: true, required: false });
    renderCompanyLogin('acme', '?redirect=%2Fusers');

    const button = await screen.findByRole('link', {
      name: 'Sign in with single sign-on',
    });
    const start = new URL(button.getAttribute('href') ?? '');
    expect(start.pathname).toBe('/auth/sso/acme/start');
    expect(start.searchParams.get('redirect')).toBe('/users');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows no password form when the organisation requires single sign-on, and says why it failed', async () => {
    seedPublicCompany({ companyID: 'acme' });
    seedSsoOptions('acme', { enabled: true, required: true });
    renderCompanyLogin(
      'acme',
      `?ssoError=${encodeURIComponent('rosa@acme.test is not an admin.')}`,
    );

    await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(await screen.findByRole('alert')).toHaveTextContent('rosa@acme.test is not an admin.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('offers nothing more when the organisation has no single sign-on', async () => {
    seedPublicCompany({ companyID: 'acme', name: 'Acme Unions' });
    renderCompanyLogin('acme');
    await screen.findByText('Acme Unions admin console');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /single sign-on/ })).not.toBeInTheDocument();
  });
});
