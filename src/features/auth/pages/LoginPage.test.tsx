import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { otpResendsFor, seedAccount, startSession } from '../../../../tests/msw/authHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { COOKIE, getCookie } from '../../../lib/cookies';
import { LoginPage } from './LoginPage';

/** The sign-in page alone, with a stand-in dashboard to land on. */
function renderLogin(route = '/login') {
  return renderApp(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { route },
  );
}

const dashboardHeading = () => screen.findByRole('heading', { name: 'Dashboard', level: 1 });

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function seedAda(overrides: Parameters<typeof seedAccount>[0] = {}) {
  return seedAccount({
    profile: buildProfile({
      email: 'ada@tidings.test',
      profile: { firstname: 'Ada', lastname: 'Lovelace', phone: '' },
    }),
    ...overrides,
  });
}

describe('LoginPage', () => {
  it('signs in and lands on the dashboard with the profile loaded', async () => {
    const account = seedAda();
    const { user, router, store } = renderLogin();

    await signIn(user, 'ada@tidings.test', account.password);

    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getCookie(COOKIE.token)).toMatch(/^token-/);
    await expect.poll(() => store.getState().auth.user?.fullName).toBe('Ada Lovelace');
  });

  it('shows the spec message for a wrong password', async () => {
    seedAda();
    const { user, router } = renderLogin();

    await signIn(user, 'ada@tidings.test', 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^oops! that email \/ password combination is not valid\.$/,
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(getCookie(COOKIE.token)).toBeUndefined();
  });

  it('shows the network-error message when the server does not answer', async () => {
    server.use(http.post(apiUrl('/user/login'), () => HttpResponse.error()));
    const { user } = renderLogin();

    await signIn(user, 'ada@tidings.test', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error 001: Server currently not available. Please Contact the website administrator.',
    );
  });

  it('keeps the email of an unverified account and says so', async () => {
    seedAda({ blockedWith: 'account_not_verified' });
    const { user, store } = renderLogin();

    await signIn(user, 'ada@tidings.test', 'correct-horse-battery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('account not verified.');
    expect(alert).toHaveTextContent(
      'Check ada@tidings.test for the verification email, then sign in again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@tidings.test');
    expect(store.getState().auth).toMatchObject({
      unverified: true,
      pendingEmail: 'ada@tidings.test',
    });
  });

  it('checks the email format before calling the server', async () => {
    const { user, store } = renderLogin();

    await signIn(user, 'not-an-email', 'whatever');

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.loginStatus).toBe('idle');
  });

  it('asks for the emailed code, can send a new one, and signs in with it', async () => {
    const account = seedAda({ otp: '482913' });
    const { user, router } = renderLogin();

    await signIn(user, 'ada@tidings.test', account.password);

    expect(
      await screen.findByText('Enter the 6-digit code we emailed to ada@tidings.test'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code is on its way to ada@tidings.test.',
    );
    expect(otpResendsFor('ada@tidings.test')).toBe(1);

    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not valid. Check the latest email and try again.',
    );

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '482 913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks an admin with an authenticator app for its code, or a recovery code', async () => {
    const account = seedAda();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/user/login'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        if (body.recoveryCode === 'abcde-fghij') {
          const token = startSession(account);
          return HttpResponse.json({
            success: true,
            data: {
              token,
              email: 'ada@tidings.test',
              userGroup: 4,
              companyID: 'acme',
              recoveryCodesLeft: 9,
            },
          });
        }
        if (body.otp || body.recoveryCode) {
          return HttpResponse.json(
            {
              success: false,
              code: 'error_two_factor_code',
              message:
                'That code is not valid. Check your authenticator app, or use a recovery code.',
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          success: true,
          data: { otpRequired: true, otpMethod: 'authenticator', email: 'ada@tidings.test' },
        });
      }),
    );
    const { user } = renderLogin();
    await signIn(user, 'ada@tidings.test', account.password);

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not valid. Check your authenticator app, or use a recovery code.',
    );

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(await screen.findByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ recoveryCode: 'abcde-fghij' });
  });

  it('sends an unauthenticated visit to /login and returns there after sign-in', async () => {
    const account = seedAda();
    const { user, router } = renderApp(undefined, { route: '/dashboard?tab=week' });

    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/dashboard?tab=week',
    );

    await signIn(user, 'ada@tidings.test', account.password);

    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=week');
  });

  it('ignores a redirect that leaves the site', async () => {
    const account = seedAda();
    const { user, router } = renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');

    await signIn(user, 'ada@tidings.test', account.password);

    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
