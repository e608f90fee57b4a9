import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedAccount, startSession } from '../../tests/msw/authHandlers';
import { renderApp } from '../../tests/render';
import { COOKIE, setCookie } from '../lib/cookies';

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp(undefined, { route: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('redirects the root to the dashboard, and a signed-out user on to sign in', async () => {
    const { router } = renderApp(undefined, { route: '/' });

    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    setCookie(COOKIE.token, startSession(seedAccount()));
    const { router } = renderApp(undefined, { route: '/login' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user on to the redirect target of the sign-in page', async () => {
    setCookie(COOKIE.token, startSession(seedAccount()));
    const { router } = renderApp(undefined, { route: '/login?redirect=%2Fdashboard%3Ftab%3Dweek' });

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=week');
  });

  it('links the sign-in page to password reset', async () => {
    const { user, router } = renderApp(undefined, { route: '/login' });

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password/reset/admin');
  });
});
