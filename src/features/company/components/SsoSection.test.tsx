import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoSettingsBody } from '../../../../contract/sso';
import { buildProfile } from '../../../../tests/factories';
import { server } from '../../../../tests/msw/server';
import { ssoHandlers } from '../../../../tests/msw/ssoHandlers';
import { renderApp } from '../../../../tests/render';
import { SsoSection } from './SsoSection';

describe('SsoSection', () => {
  it('sets up the provider, keeps the secret out of sight and asks for a role for new admins', async () => {
    const sent: SsoSettingsBody[] = [];
    server.use(...ssoHandlers(undefined, sent));
    const { user } = renderApp([{ path: '/settings', element: <SsoSection /> }], {
      route: '/settings',
      user: buildProfile({ userGroup: 4, companyID: 'acme' }),
    });
    expect(
      await screen.findByDisplayValue('http://localhost:4000/auth/sso/callback'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Issuer'), 'https://login.acme.test');
    await user.type(screen.getByLabelText('Client ID'), 'tidings-console');
    await user.type(screen.getByLabelText('Client secret'), 'secret-ending-9f2c');
    await user.click(screen.getByLabelText('Offered'));
    await user.click(screen.getByLabelText('Create an admin at their first sign-in'));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Choose the role new admins get.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Role for new admins'), 'messaging-only');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          issuer: 'https://login.acme.test',
          clientId: 'tidings-console',
          clientSecret: 'secret-ending-9f2c',
          mode: 'optional',
          jitEnabled: true,
          jitRoleID: 'messaging-only',
        },
      ]),
    );
    expect(await screen.findByText(/Stored, ending in …9f2c/)).toBeVisible();
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
  });
});
