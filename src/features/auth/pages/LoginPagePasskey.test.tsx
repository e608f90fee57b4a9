import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { seedAccount, startSession } from '../../../../tests/msw/authHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { LoginPage } from './LoginPage';

// jsdom has no WebAuthn: the browser's prompt is played by this stand-in.
const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => startAuthentication(...args) as unknown,
}));

const CHALLENGE = {
  challengeId: '6f1c2f7e-3d0a-4c55-9f67-0d6c1a2b3c4d',
  options: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] },
};
const SIGNED = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2Q',
    authenticatorData: 'YWQ',
    signature: 'c2ln',
    userHandle: 'dWg',
  },
  clientExtensionResults: {},
};

function renderLogin() {
  return renderApp(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { route: '/login' },
  );
}

const seedAda = () => seedAccount({ profile: buildProfile({ email: 'ada@tidings.test' }) });

beforeEach(() => {
  // The button is offered only where the browser can use passkeys.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  startAuthentication.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage with passkeys', () => {
  it('finishes a password sign-in with the passkey it asks for, or the app instead', async () => {
    const account = seedAda();
    const sent: Record<string, unknown>[] = [];
    let asked = 0;
    server.use(
      http.post(apiUrl('/user/login'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (body.passkey) {
          return HttpResponse.json({
            success: true,
            data: {
              token: startSession(account),
              email: 'ada@tidings.test',
              userGroup: 4,
              companyID: 'acme',
            },
          });
        }
        // Each answer is a fresh challenge, as the API's are.
        asked += 1;
        return HttpResponse.json({
          success: true,
          data: {
            otpRequired: true,
            otpMethod: 'passkey',
            passkeyChallenge: {
              ...CHALLENGE,
              challengeId: `${CHALLENGE.challengeId.slice(0, -1)}${asked}`,
            },
            authenticatorToo: true,
            email: 'ada@tidings.test',
          },
        });
      }),
    );
    // The first prompt is dismissed; the second is answered.
    startAuthentication
      .mockRejectedValueOnce(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(SIGNED);
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@tidings.test');
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Use your passkey' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used.');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: CHALLENGE.options });
    expect(
      screen.getByRole('button', { name: 'Use your authenticator app instead' }),
    ).toBeVisible();

    // Trying again asks the sign-in for a fresh challenge, whose prompt opens by itself.
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      email: 'ada@tidings.test',
      passkey: {
        challengeId: `${CHALLENGE.challengeId.slice(0, -1)}2`,
        credential: { id: 'Y3JlZA' },
      },
    });
  });

  it('switches to the authenticator app when the admin has one', async () => {
    const account = seedAda();
    server.use(
      http.post(apiUrl('/user/login'), () =>
        HttpResponse.json({
          success: true,
          data: {
            otpRequired: true,
            otpMethod: 'passkey',
            passkeyChallenge: CHALLENGE,
            authenticatorToo: true,
            email: 'ada@tidings.test',
          },
        }),
      ),
    );
    startAuthentication.mockRejectedValue(
      Object.assign(new Error('no'), { name: 'NotAllowedError' }),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@tidings.test');
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(
      await screen.findByRole('button', { name: 'Use your authenticator app instead' }),
    );
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
  });

  it('signs in with a passkey alone', async () => {
    const account = seedAda();
    server.use(
      http.post(apiUrl('/user/login/passkey/options'), () =>
        HttpResponse.json({ success: true, data: CHALLENGE }),
      ),
      http.post(apiUrl('/user/login/passkey'), async ({ request }) => {
        const body = (await request.json()) as { challengeId: string };
        expect(body.challengeId).toBe(CHALLENGE.challengeId);
        return HttpResponse.json({
          success: true,
          data: {
            token: startSession(account),
            email: 'ada@tidings.test',
            userGroup: 4,
            companyID: 'acme',
          },
        });
      }),
    );
    startAuthentication.mockResolvedValue(SIGNED);
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
