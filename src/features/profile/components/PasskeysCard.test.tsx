import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey, PasskeyCreationOptions } from '../../../../contract/passkeys';
import { buildProfile } from '../../../../tests/factories';
import {
  PASSKEY_CHALLENGE_ID,
  PASSKEY_PASSWORD,
  passkeyCalls,
  passkeyHandlers,
} from '../../../../tests/msw/passkeyHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { PasskeysCard } from './PasskeysCard';

/** jsdom has no WebAuthn: the browser's prompt is this mock, loaded by the card's dynamic import. */
const webauthn = vi.hoisted(() => ({
  startRegistration:
    vi.fn<(options: { optionsJSON: PasskeyCreationOptions }) => Promise<typeof MADE>>(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const LAPTOP: Passkey = {
  id: '0b4c3c39-6a53-4d4e-9d61-8f0e2f7a1a01',
  name: 'Work laptop',
  backedUp: true,
  createdAt: '2026-01-05T12:00:00.000Z',
  lastUsedAt: '2026-02-01T12:00:00.000Z',
};
const KEY: Passkey = {
  id: '0b4c3c39-6a53-4d4e-9d61-8f0e2f7a1a02',
  name: 'Yellow key',
  backedUp: false,
  createdAt: '2026-01-06T12:00:00.000Z',
  lastUsedAt: null,
};

/** What the mocked browser answers: one transport the API does not know is left out. */
const MADE = {
  id: 'bmV3LWNyZWQ',
  rawId: 'bmV3LWNyZWQ',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZQ',
    transports: ['internal', 'hybrid', 'carrier-pigeon'],
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: { credProps: { rk: true } },
};

function renderCard(passkeys: Passkey[], options: { lastFactorRequired?: boolean } = {}) {
  const calls = passkeyCalls();
  server.use(...passkeyHandlers({ passkeys, ...options }, calls));
  const rendered = renderApp([{ path: '/user/profile', element: <PasskeysCard /> }], {
    route: '/user/profile',
    user: buildProfile(),
  });
  return { ...rendered, calls };
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Your passkeys' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startRegistration.mockReset();
});

describe('PasskeysCard', () => {
  it('lists the passkeys with whether they sync and when they were used', async () => {
    renderCard([LAPTOP, KEY]);

    const laptop = await rowOf('Work laptop');
    expect(laptop.getByText('Synced')).toBeInTheDocument();
    expect(laptop.getByText(/Added 2026-01-05/)).toHaveTextContent('Last used 2026-02-01');
    const key = await rowOf('Yellow key');
    expect(key.queryByText('Synced')).not.toBeInTheDocument();
    expect(key.getByText(/Added 2026-01-06/)).toHaveTextContent('Never used');
  });

  it('says when there are none, and that this browser cannot make one', async () => {
    renderCard([]);

    expect(await screen.findByRole('heading', { name: 'No passkeys yet' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a passkey' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('This browser cannot make passkeys.');
  });

  it('removes a passkey with the password, after confirming', async () => {
    const { user, calls } = renderCard([LAPTOP, KEY]);

    await user.click(
      (await rowOf('Yellow key')).getByRole('button', { name: 'Remove Yellow key' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Yellow key?' });
    await user.type(within(dialog).getByLabelText('Current password'), PASSKEY_PASSWORD);
    expect(calls.removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(calls.removed).toEqual([{ id: KEY.id, proof: { password: PASSKEY_PASSWORD } }]);
    await waitFor(() => expect(screen.queryByText('Yellow key')).not.toBeInTheDocument());
    expect(screen.getByText('Work laptop')).toBeInTheDocument();
  });

  it('shows in the dialog why the last second factor stays', async () => {
    const { user, calls } = renderCard([KEY], { lastFactorRequired: true });

    await user.click(
      (await rowOf('Yellow key')).getByRole('button', { name: 'Remove Yellow key' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Yellow key?' });
    await user.type(
      within(dialog).getByLabelText('Current password'),
      `${PASSKEY_PASSWORD}{Enter}`,
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your organisation requires two-factor sign-in. Add another passkey or an authenticator app first.',
    );
    expect(calls.removed).toHaveLength(1);
    expect(screen.getByText('Yellow key', { selector: '.fw-semibold' })).toBeInTheDocument();
  });

  describe('in a browser that makes passkeys', () => {
    beforeEach(() => {
      vi.stubGlobal('PublicKeyCredential', class {});
    });

    it('adds a passkey under the name given and lists it', async () => {
      let answer: (credential: typeof MADE) => void = () => undefined;
      webauthn.startRegistration.mockReturnValue(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      const { user, calls } = renderCard([]);

      await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
      const name = within(dialog).getByLabelText('Name');
      expect(name).toHaveDisplayValue(/^Passkey on /);
      await user.clear(name);
      await user.type(name, 'Work laptop');
      await user.type(within(dialog).getByLabelText('Current password'), PASSKEY_PASSWORD);
      await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));

      expect(await within(dialog).findByText('Waiting for your device…')).toBeInTheDocument();
      expect(calls.options).toEqual([{ password: PASSKEY_PASSWORD }]);
      expect(webauthn.startRegistration.mock.calls[0]?.[0].optionsJSON.challenge).toBe(
        'Y2hhbGxlbmdl',
      );
      answer(MADE);

      expect(await screen.findByText('Passkey added.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await rowOf('Work laptop')).toBeTruthy();
      expect(calls.registered).toEqual([
        {
          challengeId: PASSKEY_CHALLENGE_ID,
          name: 'Work laptop',
          credential: {
            ...MADE,
            response: { ...MADE.response, transports: ['internal', 'hybrid'] },
          },
        },
      ]);
    });

    it('says so when the password is wrong, before any prompt', async () => {
      const { user, calls } = renderCard([]);

      await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
      await user.type(within(dialog).getByLabelText('Current password'), 'not-it{Enter}');

      expect(
        await within(dialog).findByText('Your current password provided is incorrect.'),
      ).toBeInTheDocument();
      expect(calls.options).toHaveLength(1);
      expect(webauthn.startRegistration).not.toHaveBeenCalled();
    });

    it('says plainly that a dismissed prompt cancelled it, and registers nothing', async () => {
      webauthn.startRegistration.mockRejectedValue(
        Object.assign(new Error('The operation either timed out or was not allowed.'), {
          name: 'NotAllowedError',
        }),
      );
      const { user, calls } = renderCard([]);

      await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
      await user.type(within(dialog).getByLabelText('Current password'), PASSKEY_PASSWORD);
      await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));

      expect(
        await within(dialog).findByText('Adding the passkey was cancelled.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(calls.options).toHaveLength(1);
      expect(calls.registered).toEqual([]);
      expect(within(dialog).getByRole('button', { name: 'Add passkey' })).toBeEnabled();
    });
  });
});
