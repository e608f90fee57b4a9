import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { isSessionActive, seedAccount, startSession } from '../../../../tests/msw/authHandlers';
import { renderApp, signedInState } from '../../../../tests/render';
import { COOKIE, getCookie, setCookie } from '../../../lib/cookies';
import { ProfilePage } from './ProfilePage';

function renderProfile(overrides: Parameters<typeof buildProfile>[0] = {}) {
  const profile = buildProfile({
    email: 'grace@tidings.test',
    profile: { firstname: 'Grace', lastname: 'Hopper', phone: '+1 555 0100' },
    ...overrides,
  });
  const account = seedAccount({ profile });
  const token = startSession(account);
  setCookie(COOKIE.token, token);
  const rendered = renderApp([{ path: '/user/profile', element: <ProfilePage /> }], {
    route: '/user/profile',
    preloadedState: signedInState(profile),
  });
  return { ...rendered, account, token };
}

const card = (name: string) => within(screen.getByRole('region', { name }));

async function changePassword(user: UserEvent, current: string, next: string) {
  const form = card('Change password');
  await user.type(form.getByLabelText('Current password'), current);
  await user.type(form.getByLabelText('New password'), next);
  await user.type(form.getByLabelText('Confirm new password'), next);
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

describe('ProfilePage', () => {
  it('saves names and phone, shows a toast and the new name', async () => {
    const { user, store, account } = renderProfile();

    const details = card('Personal details');
    expect(details.getByLabelText('Email')).toHaveValue('grace@tidings.test');
    expect(details.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(details.getByLabelText('First name'));
    await user.type(details.getByLabelText('First name'), 'Amazing Grace');
    await user.clear(details.getByLabelText('Phone'));
    await user.type(details.getByLabelText('Phone'), '+1 555 0199');
    await user.click(details.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(screen.getByText('Amazing Grace Hopper')).toBeInTheDocument();
    expect(account.profile.profile).toEqual({
      firstname: 'Amazing Grace',
      lastname: 'Hopper',
      phone: '+1 555 0199',
    });
    expect(store.getState().auth.user?.fullName).toBe('Amazing Grace Hopper');
  });

  it('checks the names before saving', async () => {
    const { user, account } = renderProfile();

    const details = card('Personal details');
    await user.clear(details.getByLabelText('Last name'));
    await user.type(details.getByLabelText('Phone'), 'call me');
    await user.click(details.getByRole('button', { name: 'Save changes' }));

    expect(await details.findByText('Enter your last name.')).toBeInTheDocument();
    expect(details.getByText('Use digits, spaces and + ( ) . - only.')).toBeInTheDocument();
    expect(account.profile.profile.lastname).toBe('Hopper');
  });

  it('says so when the current password is wrong', async () => {
    const { user, token } = renderProfile();

    await changePassword(user, 'not-my-password', 'a-brand-new-secret');

    expect(await card('Change password').findByRole('alert')).toHaveTextContent(
      /^Your current password provided is incorrect\.$/,
    );
    expect(getCookie(COOKIE.token)).toBe(token);
  });

  it('refuses the same password with the spec message', async () => {
    const { user, account } = renderProfile();

    await changePassword(user, account.password, account.password);

    expect(await card('Change password').findByRole('alert')).toHaveTextContent(
      /^Please use another password different from your old passwords\.$/,
    );
  });

  it('changes the password and keeps the session on the new token', async () => {
    const { user, store, account, token } = renderProfile();

    await changePassword(user, account.password, 'a-brand-new-secret');

    expect(
      await screen.findByText('Password changed. Every other session has been signed out.'),
    ).toBeInTheDocument();
    const renewed = getCookie(COOKIE.token);
    expect(renewed).toMatch(/^token-/);
    expect(renewed).not.toBe(token);
    expect(isSessionActive(token)).toBe(false);
    expect(isSessionActive(renewed ?? '')).toBe(true);
    expect(store.getState().auth.token).toBe(renewed);
    expect(account.password).toBe('a-brand-new-secret');
    expect(card('Change password').getByLabelText('Current password')).toHaveValue('');
  });

  it('turns two-factor sign-in on, and off after a confirmation', async () => {
    const { user, account } = renderProfile({ twoFactorEnabled: false });

    const toggle = card('Two-factor sign-in').getByRole('switch', {
      name: 'Email me a code at each sign-in',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(account.profile.twoFactorEnabled).toBe(true);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(account.profile.twoFactorEnabled).toBe(true);

    await user.click(toggle);
    const asked = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    const turnOff = within(asked).getByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    const passwordField = within(asked).getByLabelText('Your password');
    await user.type(passwordField, 'not-my-password');
    await user.click(turnOff);
    expect(
      await within(asked).findByText('Your current password provided is incorrect.'),
    ).toBeInTheDocument();
    expect(account.profile.twoFactorEnabled).toBe(true);

    await user.clear(passwordField);
    await user.type(passwordField, account.password);
    await user.click(turnOff);

    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(account.profile.twoFactorEnabled).toBe(false);
    expect(toggle).not.toBeChecked();
  });

  it("sets, changes and removes the organisation's billing contact, with a link to payments", async () => {
    const { user, account } = renderProfile({
      userGroup: 4,
      companyID: 'acme',
      billingInfo: null,
      stripePortal: '/subscriptions',
    });
    const billing = card('Billing');
    expect(billing.getByRole('link', { name: 'Manage payments' })).toBeInTheDocument();
    await user.type(billing.getByLabelText('Billing email'), 'accounts@acme.example');
    await user.click(billing.getByRole('button', { name: 'Save billing contact' }));
    expect(await screen.findByText('The billing contact is saved.')).toBeInTheDocument();
    expect(await billing.findByText('accounts@acme.example')).toBeInTheDocument();
    expect(account.profile.billingInfo).toEqual({ email: 'accounts@acme.example', phone: '' });

    await user.click(billing.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the billing contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The billing contact is removed.')).toBeInTheDocument();
    expect(account.profile.billingInfo).toBeNull();
    expect(await billing.findByLabelText('Billing email')).toHaveValue('');
  });

  it("shows a channel admin the channel's billing email, without changing it", () => {
    renderProfile({
      userGroup: 2,
      companyID: 'acme',
      billingInfo: { email: 'news@acme.example', phone: '' },
    });
    const billing = card('Billing');
    expect(billing.getByText('news@acme.example')).toBeInTheDocument();
    expect(billing.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });
});
