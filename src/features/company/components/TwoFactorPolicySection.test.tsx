import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TwoFactorPolicy } from '../../../../contract/twoFactor';
import { buildProfile } from '../../../../tests/factories';
import { server } from '../../../../tests/msw/server';
import { twoFactorHandlers } from '../../../../tests/msw/twoFactorHandlers';
import { renderApp } from '../../../../tests/render';
import { TwoFactorPolicySection } from './TwoFactorPolicySection';

describe('TwoFactorPolicySection', () => {
  it('requires an authenticator app of every admin after a confirmation', async () => {
    const sent: TwoFactorPolicy[] = [];
    server.use(...twoFactorHandlers({ requireTwoFactor: false }, sent));
    const { user } = renderApp([{ path: '/settings', element: <TwoFactorPolicySection /> }], {
      route: '/settings',
      user: buildProfile({ userGroup: 4, companyID: 'acme' }),
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Require an authenticator app for every admin',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require an authenticator app?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    await waitFor(() => expect(sent).toEqual([{ requireTwoFactor: true }]));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
