import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  RESET_REQUEST_ANSWER,
  resetRequestsMade,
  seedAccount,
} from '../../../../tests/msw/authHandlers';
import { renderApp } from '../../../../tests/render';
import { PasswordResetPage } from './PasswordResetPage';

function renderResetRequest() {
  return renderApp(
    [
      { path: '/password/reset/:type', element: <PasswordResetPage /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { route: '/password/reset/admin' },
  );
}

describe('PasswordResetPage', () => {
  it.each([
    ['a known email', 'ada@tidings.test'],
    ['an unknown email', 'nobody@tidings.test'],
  ])('shows the same confirmation for %s', async (_, email) => {
    seedAccount({ profile: buildProfile({ email: 'ada@tidings.test' }) });
    const { user } = renderResetRequest();

    expect(await screen.findByRole('form', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUEST_ANSWER);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(resetRequestsMade()).toEqual([email]);
  });

  it('checks the email before asking the server', async () => {
    const { user } = renderResetRequest();

    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(resetRequestsMade()).toEqual([]);
  });

  it('links back to sign in', async () => {
    const { user, router } = renderResetRequest();

    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));

    expect(router.state.location.pathname).toBe('/login');
  });
});
