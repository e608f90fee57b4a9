import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildPackage,
  catalogueStore,
  resetCatalogueStore,
} from '../../../../tests/msw/channelCataloguesHandlers';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { PackageFormPage } from './PackageFormPage';
import { PackagesPage } from './PackagesPage';

beforeEach(resetCatalogueStore);

function renderPackages(route: string) {
  return renderApp(
    [
      { path: '/packages/list', element: <PackagesPage /> },
      { path: '/packages/create', element: <PackageFormPage /> },
      { path: '/packages/edit/:id', element: <PackageFormPage /> },
    ],
    { route, user: buildProfile({ userGroup: 4 }) },
  );
}

describe('Member benefits', () => {
  it('lists the packages with their benefits', async () => {
    catalogueStore.packages.push(
      buildPackage({ package_name: 'Plus', benefits_description: '24/7 legal advice' }),
      buildPackage({ package_name: 'Essential', benefits_description: 'Discounts' }),
    );
    renderPackages('/packages/list');
    const table = await screen.findByRole('table', { name: 'Member benefit packages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Essential'),
      expect.stringContaining('24/7 legal advice'),
    ]);
  });

  it('creates a package, then edits it', async () => {
    const { user, router } = renderPackages('/packages/list');
    expect(
      await screen.findByRole('heading', { name: 'No benefit packages yet' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New package' }));
    await user.type(await screen.findByLabelText('Package name'), 'Family');
    await user.type(screen.getByLabelText('Benefits'), 'Child-care vouchers');
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/list'));

    await user.click(await screen.findByRole('link', { name: 'Edit Family' }));
    const name = await screen.findByLabelText('Package name');
    await waitFor(() => expect(name).toHaveValue('Family'));
    await user.clear(name);
    await user.type(name, 'Family plus');
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/list'));
    expect(catalogueStore.packages).toEqual([
      expect.objectContaining({
        package_name: 'Family plus',
        benefits_description: 'Child-care vouchers',
      }),
    ]);
  });

  it('requires a name before sending anything', async () => {
    const { user } = renderPackages('/packages/create');
    await user.click(await screen.findByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Enter a package name.')).toBeInTheDocument();
    expect(catalogueStore.packages).toEqual([]);
  });
});

describe('Member benefits for a platform admin', () => {
  it('lists every organisation’s packages and asks for one before adding', async () => {
    catalogueStore.packages.push(
      buildPackage({ package_name: 'Plus', companyID: 'acme' }),
      buildPackage({ package_name: 'Cover', companyID: 'globex' }),
    );
    renderApp([{ path: '/packages/list', element: <PackagesPage /> }], {
      route: '/packages/list',
      user: buildProfile({ userGroup: 1, companyID: 'All' }),
    });
    const table = await screen.findByRole('table', { name: 'Member benefit packages' });
    expect(within(table).getByRole('columnheader', { name: /Organisation/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New package' })).toBeDisabled();
    expect(screen.getByText(/Choose an organisation in the navbar to add one/)).toBeInTheDocument();
  });
});
