import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildProfileCompany } from '../../../../tests/companyFactories';
import { buildProfile } from '../../../../tests/factories';
import { companySettingsHandlers } from '../../../../tests/msw/companyHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { selectSessionMenuColor } from '../../../app/session';
import { CompanySettingsPage } from './CompanySettingsPage';

const company = buildCompany({
  featuredLinks: [
    { name: 'Handbook', url: 'https://example.com/handbook' },
    { name: 'Help', url: 'https://example.com/help' },
  ],
});

function renderSettings(sent: FormData[] = []) {
  server.use(...companySettingsHandlers(company, sent));
  return renderApp([{ path: '/settings', element: <CompanySettingsPage /> }], {
    route: '/settings',
    user: buildProfile({
      userGroup: 4,
      companyID: 'acme',
      company: buildProfileCompany({ featuredLinks: company.featuredLinks }),
    }),
  });
}

const linkNames = () =>
  within(screen.getByRole('group', { name: /Featured links/ }))
    .getAllByRole('textbox', { name: /^Name of link/ })
    .map((input) => (input as HTMLInputElement).value);

describe('CompanySettingsPage', () => {
  it('checks colours, links and images in the browser before anything is sent', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(sent);
    const menuColor = await screen.findByLabelText('Menu colour');
    await user.clear(menuColor);
    await user.type(menuColor, 'blue');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const logo = screen.getByLabelText('Logo');
    // The picker offers images only; a file dropped past it is still checked.
    fireEvent.change(logo, {
      target: { files: [new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter a colour as #rrggbb, such as #0f766e.')).toBeVisible();
    expect(screen.getByText('Name the link.')).toBeVisible();
    expect(screen.getByText('The logo must be a PNG, JPEG, WebP, ICO or SVG image.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('previews a chosen logo and refuses one over its size', async () => {
    const { user } = renderSettings();
    const logo = await screen.findByLabelText('Logo');
    await user.upload(logo, new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' }));
    const preview = screen.getByRole('img', { name: 'Logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    // The console preview shows it too.
    expect(screen.getByRole('img', { name: 'Acme Workers Union logo' })).toBeInTheDocument();

    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(logo, big);
    fireEvent.blur(logo);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/The logo is 1025 KB; it may be up to 1024 KB\./)).toBeVisible();
  });

  it('reorders featured links by keyboard-reachable buttons and sends them in that order', async () => {
    const sent: FormData[] = [];
    const { user, store } = renderSettings(sent);
    await screen.findByLabelText('Menu colour');
    expect(linkNames()).toEqual(['Handbook', 'Help']);
    expect(screen.getByRole('button', { name: 'Move link 1 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move link 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(linkNames()).toEqual(['Help', 'Handbook']);

    const menuColor = screen.getByLabelText('Menu colour');
    await user.clear(menuColor);
    await user.type(menuColor, '#7a1f3d');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const field = sent[0]?.get('data');
    const data = JSON.parse(typeof field === 'string' ? field : '{}') as {
      featuredLinks: { name: string }[];
      menuColor: string;
    };
    expect(data.featuredLinks.map((link) => link.name)).toEqual(['Help', 'Handbook']);
    expect(data.menuColor).toBe('#7a1f3d');
    // The session's organisation takes the saved colour: the sidebar follows without a reload.
    await waitFor(() => expect(selectSessionMenuColor(store.getState())).toBe('#7a1f3d'));
  });
});
