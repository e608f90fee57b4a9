import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appBuildsStore,
  buildProvisioning,
  resetAppBuildsStore,
} from '../../../../tests/msw/appBuildsHandlers';
import { seedPublicCompany } from '../../../../tests/msw/authHandlers';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { AuxiliaryBuildsPage } from './AuxiliaryBuildsPage';
import { ProvisionFormPage } from './ProvisionFormPage';
import { ProvisioningPage } from './ProvisioningPage';

beforeEach(resetAppBuildsStore);

describe('Auxiliary builds', () => {
  it('requests a build, which shows as requested', async () => {
    const { user } = renderApp(
      [{ path: '/other-settings/auxiliary-builds', element: <AuxiliaryBuildsPage /> }],
      { route: '/other-settings/auxiliary-builds', user: buildProfile({ userGroup: 4 }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Request a build' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an auxiliary build' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter the app’s name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Say what the build is for.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('App name'), 'Acme Beta');
    await user.type(within(dialog).getByLabelText('What it is for'), 'Testers try releases first.');
    await user.type(within(dialog).getByLabelText('Contact name'), 'Dana Whitfield');
    await user.type(within(dialog).getByLabelText('Contact email'), 'dana@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('row', { name: /Acme Beta/ });
    expect(row).toHaveTextContent('Requested');
    // A company admin does not move a status.
    expect(screen.queryByRole('button', { name: /Change the status/ })).not.toBeInTheDocument();
  });
});

describe('Provisioning', () => {
  it('lets the platform admin move a request on, and a rejection needs a reason', async () => {
    appBuildsStore.provisioning.push(buildProvisioning({ appName: 'Local 12 Members' }));
    const { user } = renderApp(
      [{ path: '/other-settings/provisioning', element: <ProvisioningPage /> }],
      { route: '/other-settings/provisioning', user: buildProfile({ userGroup: 1 }) },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Change the status of Local 12 Members' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Status of Local 12 Members' });
    expect(within(dialog).queryByLabelText('Live')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Rejected'));
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('Say why the request is rejected.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate of an earlier request.');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Local 12 Members/ })).toHaveTextContent(
      'Duplicate of an earlier request.',
    );
  });

  it('filters by status and searches', async () => {
    appBuildsStore.provisioning.push(
      buildProvisioning({ appName: 'Harbour App', status: 'live' }),
      buildProvisioning({ appName: 'Valley App' }),
    );
    const { user } = renderApp(
      [{ path: '/other-settings/provisioning', element: <ProvisioningPage /> }],
      { route: '/other-settings/provisioning', user: buildProfile({ userGroup: 4 }) },
    );
    await screen.findByRole('row', { name: /Harbour App/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'live');
    expect(screen.queryByRole('row', { name: /Valley App/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Harbour App/ })).toBeInTheDocument();
  });
});

describe('The public provisioning form', () => {
  const renderForm = () =>
    renderApp([{ path: '/provision/:companyID', element: <ProvisionFormPage /> }], {
      route: '/provision/acme',
    });

  async function fillIn(user: ReturnType<typeof renderForm>['user']) {
    await user.type(await screen.findByLabelText('Your organisation'), 'Riverside Nurses');
    await user.type(screen.getByLabelText('App name'), 'Riverside');
    await user.type(screen.getByLabelText('Your name'), 'Harriet Osei');
    await user.type(screen.getByLabelText('Your email'), 'harriet@riverside.example');
  }

  it('sends a request without sign-in and confirms it', async () => {
    seedPublicCompany({ name: 'Acme Workers Union' });
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter your organisation’s name.')).toBeInTheDocument();
    expect(appBuildsStore.provisioning).toEqual([]);

    // An unticked store asks for no id, and a broken id there no longer holds the form back.
    await user.type(screen.getByLabelText('Android package name'), 'not a package');
    await user.click(screen.getByLabelText('Android (Google Play)'));
    expect(screen.queryByLabelText('Android package name')).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(appBuildsStore.provisioning[0]).toMatchObject({
      organizationName: 'Riverside Nurses',
      companyID: 'acme',
      platforms: ['ios'],
      androidPackage: '',
    });
  });

  it('says clearly when too many requests were sent', async () => {
    seedPublicCompany();
    appBuildsStore.publicAllowance = 0;
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Too many provisioning requests were sent from here. Please wait an hour and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('names an unknown organisation', async () => {
    renderForm();
    expect(await screen.findByText(/There is no organisation at this address/)).toBeInTheDocument();
  });
});
