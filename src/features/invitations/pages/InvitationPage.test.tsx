import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationChannel, InviteRegisterBody } from '../../../../contract/invitations';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { InvitationConfirmPage } from './InvitationConfirmPage';
import { InvitationPage } from './InvitationPage';

const INVITATION: InvitationChannel = {
  channel: { _id: 'channel-1', name: 'Acme News', image: null },
  company: { companyID: 'acme', name: 'Acme Workers Union', logo: null, adminColor: '#0f766e' },
  role: { userGroup: 2, label: 'Channel admin of Acme News' },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

function renderInvitation(route: string) {
  return renderApp(
    [
      { path: '/:companyID/:inviteToken', element: <InvitationPage /> },
      { path: '/:companyID/:hashID/confirm', element: <InvitationConfirmPage /> },
    ],
    { route },
  );
}

describe('InvitationPage', () => {
  it('shows the channel, registers, and says to check the email', async () => {
    const seen: { via: string | null; body: InviteRegisterBody | null } = { via: null, body: null };
    server.use(
      http.get(apiUrl('/api/user/register/channel/:id'), ({ request }) => {
        seen.via = new URL(request.url).searchParams.get('via');
        return HttpResponse.json({ success: true, data: INVITATION });
      }),
      http.post(apiUrl('/api/user/register/invite'), async ({ request }) => {
        seen.body = (await request.json()) as InviteRegisterBody;
        return HttpResponse.json(
          { success: true, message: 'Check your email', data: { email: 'nia@example.com' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderInvitation('/acme/the-token?via=qr');

    expect(await screen.findByRole('heading', { name: 'Join Acme News' })).toBeInTheDocument();
    expect(screen.getByText('You will become: Channel admin of Acme News')).toBeInTheDocument();
    expect(seen.via).toBe('qr');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(seen.body).toBeNull();

    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Newcomer');
    await user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Newcomer-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Newcomer-pass-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(seen.body).toMatchObject({ token: 'the-token', email: 'nia@example.com' });
  });

  it('puts an email already registered under the email field', async () => {
    server.use(
      http.get(apiUrl('/api/user/register/channel/:id'), () =>
        HttpResponse.json({ success: true, data: INVITATION }),
      ),
      http.post(apiUrl('/api/user/register/invite'), () =>
        HttpResponse.json(
          { code: 'email_already_registered', message: 'email already registered or taken.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderInvitation('/acme/the-token');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Admin');
    await user.type(screen.getByLabelText('Email'), 'admin@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Newcomer-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Newcomer-pass-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('email already registered or taken.')).toBeInTheDocument();
  });

  it("says in the server's words what became of a withdrawn link, and what to do", async () => {
    server.use(
      http.get(apiUrl('/api/user/register/channel/:id'), () =>
        HttpResponse.json(
          { code: 'token_error', message: 'This invitation link has been withdrawn.' },
          { status: 410 },
        ),
      ),
    );
    renderInvitation('/acme/old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link has been withdrawn.',
    );
    expect(screen.getByText(/Ask the admin who sent it for a new invitation link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/acme');
  });
});

describe('InvitationConfirmPage', () => {
  it('confirms the account and offers to sign in', async () => {
    server.use(
      http.get(apiUrl('/api/user/register/invite/confirm/web/:token'), () =>
        HttpResponse.json({
          success: true,
          message: 'confirmed',
          data: {
            email: 'nia@example.com',
            companyID: 'acme',
            channelName: 'Acme News',
            company: { name: 'Acme Workers Union', logo: null, adminColor: null },
          },
        }),
      ),
    );
    renderInvitation('/acme/confirm-token/confirm');
    expect(
      await screen.findByRole('heading', { name: 'Your account is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/acme');
  });

  it('treats a second confirmation as done', async () => {
    server.use(
      http.get(apiUrl('/api/user/register/invite/confirm/web/:token'), () =>
        HttpResponse.json(
          { code: 'user_already_verified', message: 'User already verified.' },
          { status: 409 },
        ),
      ),
    );
    renderInvitation('/acme/confirm-token/confirm');
    expect(
      await screen.findByRole('heading', { name: 'Your account is already confirmed' }),
    ).toBeInTheDocument();
  });
});
