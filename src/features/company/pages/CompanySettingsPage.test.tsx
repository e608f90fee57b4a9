import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildProfileCompany } from '../../../../tests/companyFactories';
import { buildProfile } from '../../../../tests/factories';
import { pngFile } from '../../../../tests/imageFiles';
import { companySettingsHandlers } from '../../../../tests/msw/companyHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { selectSessionMenuColor } from '../../../state/session';
import { CompanySettingsPage } from './CompanySettingsPage';

const company = buildCompany({
  featuredLinks: [
    { name: 'Handbook', url: 'https://example.com/handbook' },
    { name: 'Help', url: 'https://example.com/help' },
  ],
});

function renderSettings(sent: FormData[] = [], shown = company) {
  server.use(...companySettingsHandlers(shown, sent));
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
    // The picker offers images only; a file dropped past it is judged by its content, even
    // when its name says PNG.
    fireEvent.change(logo, {
      target: { files: [new File(['%PDF-1.7'], 'brochure.png', { type: 'image/png' })] },
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
    await user.upload(logo, pngFile('logo.png'));
    // The file's first bytes are read before it is accepted, so the preview comes a moment later.
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    // The console preview shows it too.
    expect(screen.getByRole('img', { name: 'Acme Workers Union logo' })).toBeInTheDocument();

    // Refused as it is picked, in the API's words: the chosen logo stays.
    await user.upload(logo, pngFile('big.png', 1024 * 1024 + 1));
    expect(await screen.findByText(/The logo is 1025 KB; it may be up to 1024 KB\./)).toBeVisible();
    expect(logo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toMatch(/^blob:/);
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

  it('offers the menu’s items by name for the admin menu override, and previews the menu it makes', async () => {
    const { user } = renderSettings(
      [],
      buildCompany({ adminMenu: [{ id: 'handbook', name: 'Handbook', url: 'https://ex.com/h' }] }),
    );
    const override = await screen.findByRole('group', { name: /Admin menu override/ });
    const preview = within(screen.getByRole('list', { name: 'Menu' }));
    const menu = () => preview.getAllByRole('listitem').map((item) => item.textContent?.trim());
    // The stored own link comes first; every item the organisation admin has follows.
    expect(menu()).toEqual([
      'Handbook',
      'Home',
      'Send Message',
      'Message History',
      'Approvals',
      'Analytics',
      'Message Templates',
      'Upload Content',
      'App Content (Links)',
      'Content Folders (Banners)',
      'Users',
      'Channels',
      'Settings',
    ]);
    expect(
      within(override).getByRole('combobox', { name: 'Menu item of menu entry 1' }),
    ).toHaveValue('');

    await user.click(within(override).getByRole('button', { name: 'Add menu entry' }));
    const item = within(override).getByRole('combobox', { name: 'Menu item of menu entry 2' });
    const choices = within(item)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toContain('Users');
    expect(choices).toContain('Settings (organisation admins)');
    expect(choices).toContain('Settings (channel admins)');
    expect(choices.at(-1)).toBe('Own link (an address)');
    await user.selectOptions(item, 'Users');
    const shownAs = within(override).getByRole('textbox', { name: 'Shown as of menu entry 2' });
    expect(shownAs).toHaveAttribute('placeholder', 'Users');
    fireEvent.change(shownAs, { target: { value: 'Members' } });
    expect(menu().slice(0, 3)).toEqual(['Handbook', 'Members', 'Home']);
  });

  it('sends the override by the items’ ids, an own link only with an address', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(sent);
    const override = await screen.findByRole('group', { name: /Admin menu override/ });
    const row = (n: number, field: string) =>
      within(override).getByRole(field === 'Menu item' ? 'combobox' : 'textbox', {
        name: `${field} of menu entry ${n}`,
      });
    await user.click(within(override).getByRole('button', { name: 'Add menu entry' }));
    await user.selectOptions(row(1, 'Menu item'), 'Users');
    await user.click(within(override).getByRole('button', { name: 'Add menu entry' }));
    await user.selectOptions(row(2, 'Menu item'), 'Own link (an address)');
    fireEvent.change(row(2, 'Shown as'), { target: { value: 'Rota' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Give the link an address.')).toBeVisible();
    expect(sent).toHaveLength(0);

    fireEvent.change(row(2, 'Address'), { target: { value: '/users/groups' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const field = sent[0]?.get('data');
    const data = JSON.parse(typeof field === 'string' ? field : '{}') as { adminMenu: unknown };
    // A default item keeps its own name when none is typed.
    expect(data.adminMenu).toEqual([
      { id: 'users', name: 'Users' },
      { id: 'link-rota', name: 'Rota', url: '/users/groups' },
    ]);
  });

  it('shows the default language with its hint, and sends the one chosen', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(sent, buildCompany({ defaultLanguage: 'es' }));
    const select = await screen.findByRole('combobox', { name: 'Default language' });
    expect(select).toHaveDisplayValue('Spanish');
    expect(select).toHaveAccessibleDescription(
      'Messages are written in this language first; members without a language of their own get it.',
    );
    await user.selectOptions(select, 'Polish');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const field = sent[0]?.get('data');
    const data = JSON.parse(typeof field === 'string' ? field : '{}') as {
      defaultLanguage: string;
    };
    expect(data.defaultLanguage).toBe('pl');
    expect(await screen.findByText('Company settings saved.')).toBeInTheDocument();
    // The form comes back on the saved values.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveDisplayValue(
        'Polish',
      ),
    );
  });
});
