import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignupInvite } from '../../../../contract/signup';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { SmsSignupPage } from './SmsSignupPage';

const TOKEN = 'a'.repeat(43);

const INVITE: SignupInvite = {
  firstName: 'Rosa',
  lastName: '',
  phone: '•••• 0042',
  company: {
    companyID: 'acme',
    name: 'Acme Union',
    logo: null,
    adminColor: '#0f766e',
    menuColor: null,
  },
  channel: { _id: 'c1', name: 'Local 47' },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

function renderPage() {
  return renderApp([{ path: '/:companyID/register/sms/:token', element: <SmsSignupPage /> }], {
    route: `/acme/register/sms/${TOKEN}`,
  });
}

const invitePath = apiUrl('/api/user/register/invite/sms');
const deepLinkPath = apiUrl('/api/user/register/deepLinkInsteadOfSms');

describe('SMS sign-up page', () => {
  it('shows who signs up, sends the details with the token, and says it is done', async () => {
    const sent: { token: string | null; body: unknown }[] = [];
    server.use(
      http.get(invitePath, () => HttpResponse.json({ success: true, data: INVITE })),
      http.get(deepLinkPath, () =>
        HttpResponse.json({
          success: true,
          data: {
            deepLink: 'acmemembers://open?company=acme',
            iosAppUrl: '',
            androidAppUrl: '',
            appName: 'Acme',
          },
        }),
      ),
      http.post(invitePath, async ({ request }) => {
        sent.push({
          token: new URL(request.url).searchParams.get('token'),
          body: await request.json(),
        });
        return HttpResponse.json({
          success: true,
          data: { registered: true, firstName: 'Rosa', company: INVITE.company },
        });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Welcome, Rosa' });
    expect(screen.getByText('Local 47')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'acmemembers://open?company=acme',
    );

    await user.click(screen.getByRole('button', { name: 'Complete sign-up' }));
    expect(await screen.findByText('Enter your last name.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Last name'), 'Delgado');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete sign-up' }));
    await screen.findByRole('heading', { name: "You're signed up, Rosa!" });
    expect(sent).toEqual([
      {
        token: TOKEN,
        body: { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa@example.com' },
      },
    ]);
  });

  it.each([
    ['token_error', 'This sign-up link has expired', /text you a new sign-up link/],
    ['user_already_verified', 'You are already signed up', /sign in with your phone number/],
    ['jwt_malformed', 'This link is incomplete', /Open the whole link/],
  ])('words %s with what to do next', async (code, title, next) => {
    server.use(
      http.get(invitePath, () =>
        HttpResponse.json(
          { code, message: 'from the server' },
          { status: code === 'user_already_verified' ? 409 : 400 },
        ),
      ),
      http.get(deepLinkPath, () => HttpResponse.json({ code, message: 'x' }, { status: 400 })),
    );
    renderPage();
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText(next)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
