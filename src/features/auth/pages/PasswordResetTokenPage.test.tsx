import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildProfileCompany } from '../../../../tests/companyFactories';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import {
  issueResetLink,
  isSessionActive,
  seedAccount,
  seedPublicCompany,
  startSession,
} from '../../../../tests/msw/authHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { PasswordResetTokenPage } from './PasswordResetTokenPage';

function renderResetLink(token: string) {
  return renderApp(
    [
      { path: '/password/reset/:type/:token', element: <PasswordResetTokenPage /> },
      { path: '/password/reset/:type', element: <h1>Reset your password</h1> },
      { path: '/login', element: <h1>Sign in page</h1> },
      { path: '/:companyID', element: <h1>Organisation sign in page</h1> },
    ],
    { route: `/password/reset/admin/${token}` },
  );
}

function seedAda() {
  return seedAccount({ profile: buildProfile({ email: 'ada@tidings.test' }) });
}

async function choosePassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordResetTokenPage', () => {
  it("wears an organisation admin's brand and leads back to its own sign-in page", async () => {
    seedPublicCompany({ companyID: 'harbour', name: 'Harbour Workers' });
    const account = seedAccount({
      profile: buildProfile({
        email: 'hana@harbour.test',
        company: buildProfileCompany({ companyID: 'harbour', name: 'Harbour Workers' }),
      }),
    });
    const { user, router } = renderResetLink(issueResetLink(account));

    expect(await screen.findByText('Harbour Workers')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe('/harbour');
  });

  it('sets a new password from a valid link, then offers to sign in', async () => {
    const account = seedAda();
    const oldSession = startSession(account);
    const { user, router } = renderResetLink(issueResetLink(account));

    expect(await screen.findByText('ada@tidings.test')).toBeInTheDocument();
    await choosePassword(user, 'a-brand-new-secret');

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(account.password).toBe('a-brand-new-secret');
    expect(isSessionActive(oldSession)).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('checks the length and the confirmation before calling the server', async () => {
    const account = seedAda();
    const { user } = renderResetLink(issueResetLink(account));

    await choosePassword(user, 'short', 'shirt');

    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(account.password).toBe('correct-horse-battery');
  });

  it('says an expired link has expired and links to a new one', async () => {
    const { user, router } = renderResetLink(issueResetLink(seedAda(), { expired: true }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Link already expired\.$/);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/password/reset/admin');
  });

  it('says a malformed link is in error', async () => {
    renderResetLink('not-a-reset-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error on Link\.$/);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('reads a code from error text without one (spaces become underscores)', async () => {
    server.use(
      http.get(apiUrl('/user/forgot-password/:token'), () =>
        HttpResponse.json({ message: 'jwt expired' }, { status: 400 }),
      ),
    );
    renderResetLink('any-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Link already expired\.$/);
  });

  it('refuses the current password with the spec message', async () => {
    const account = seedAda();
    const { user } = renderResetLink(issueResetLink(account));

    await choosePassword(user, account.password);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Please use another password different from your old passwords\.$/,
    );
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
