import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  apiKeysHandlers,
  apiKeysStore,
  buildApiKey,
  DEMO_SECRET,
  resetApiKeysStore,
} from '../../../../tests/msw/apiKeysHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { ApiKeysPage } from './ApiKeysPage';

function renderKeys() {
  return renderApp([{ path: '/settings/api-keys', element: <ApiKeysPage /> }], {
    route: '/settings/api-keys',
    user: buildProfile({ userGroup: 4 }),
  });
}

beforeEach(() => {
  resetApiKeysStore();
  server.use(...apiKeysHandlers);
});

describe('API keys', () => {
  it('makes a key with only the admin’s own access and shows its secret once', async () => {
    const user = userEvent.setup();
    renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Create the first key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    // A company admin's role holds no message sequences: the key cannot be given them.
    expect(within(dialog).queryByLabelText('Message sequences')).toBeNull();
    await user.type(within(dialog).getByLabelText('Name'), 'Membership CRM');
    await user.click(within(dialog).getByLabelText('Messages'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(within(shown).getByLabelText('API key')).toHaveValue(DEMO_SECRET);
    expect(shown).toHaveTextContent('This is the only time');
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(DEMO_SECRET);
    expect(await screen.findByRole('row', { name: /Membership CRM/ })).toHaveTextContent(
      'tid_live_AbCdEfGh…',
    );
  });

  it('finds keys by name and revokes one after a confirmation', async () => {
    apiKeysStore.keys.push(
      buildApiKey({ _id: '55555555-5555-4555-8555-000000000001', name: 'HR sync' }),
      buildApiKey({ _id: '55555555-5555-4555-8555-000000000002', name: 'Membership CRM' }),
    );
    const user = userEvent.setup();
    renderKeys();
    await screen.findByRole('row', { name: /HR sync/ });
    await user.type(screen.getByLabelText('Search API keys'), 'member');
    await waitFor(() => expect(screen.queryByRole('row', { name: /HR sync/ })).toBeNull());

    const row = screen.getByRole('row', { name: /Membership CRM/ });
    await user.click(within(row).getByRole('button', { name: 'Revoke the key Membership CRM' }));
    const confirm = await screen.findByRole('dialog', { name: /Revoke the key Membership CRM/ });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(row).toHaveTextContent('Revoked'));
    expect(apiKeysStore.keys.find((key) => key.name === 'Membership CRM')?.status).toBe('revoked');
  });
});
