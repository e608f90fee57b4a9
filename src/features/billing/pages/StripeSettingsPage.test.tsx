import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingStore, resetBillingStore } from '../../../../tests/msw/billingHandlers';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { StripeSettingsPage } from './StripeSettingsPage';

beforeEach(resetBillingStore);

const renderPage = () =>
  renderApp([{ path: '/other-settings/stripe', element: <StripeSettingsPage /> }], {
    route: '/other-settings/stripe',
    user: buildProfile({ userGroup: 4 }),
  });

describe('Card payments (Stripe)', () => {
  it('saves keys, then shows only their last characters, the mode and the webhook address', async () => {
    const { user } = renderPage();
    expect(await screen.findByText(/No Stripe keys yet/)).toBeInTheDocument();
    // The address to add in Stripe is there before the keys, with a copy button.
    const before = screen.getByLabelText<HTMLInputElement>('Webhook address').value;
    expect(before).toBe('http://localhost:4000/payments/stripe/webhook/token123');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    await user.type(screen.getByLabelText('Secret key'), 'pk_test_wrong');
    await user.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText(/Use a secret or restricted key/)).toBeInTheDocument();
    expect(billingStore.stripeKeys).toBeNull();

    await user.clear(screen.getByLabelText('Secret key'));
    await user.type(screen.getByLabelText('Secret key'), 'sk_test_Abcdefgh9f3a');
    await user.type(screen.getByLabelText('Webhook signing secret'), 'whsec_Signing77c1');
    await user.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText('Test mode: no real money')).toBeInTheDocument();
    expect(billingStore.stripeKeys).toEqual({
      secretKey: 'sk_test_Abcdefgh9f3a',
      webhookSecret: 'whsec_Signing77c1',
    });
    expect(screen.getByText('••••9f3a')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook address')).toHaveValue(before);
    expect(document.body.textContent).not.toContain('sk_test_Abcdefgh9f3a');
  });

  it('tests the key and says whether it works', async () => {
    billingStore.stripeKeys = { secretKey: 'sk_live_Abcdefgh1234' };
    const { user } = renderPage();
    expect(await screen.findByText('Live mode: real charges')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test the key' }));
    expect(await screen.findByText(/The key works: Stripe account acct_123/)).toBeInTheDocument();
    billingStore.stripeKeyWorks = false;
    await user.click(screen.getByRole('button', { name: 'Test the key' }));
    expect(
      await screen.findByText('The payment provider did not accept these keys.'),
    ).toBeInTheDocument();
  });

  it('removes the keys only after confirming', async () => {
    billingStore.stripeKeys = { secretKey: 'sk_test_Abcdefgh1234' };
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove keys' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(billingStore.stripeKeys).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove keys' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove keys' }),
    );
    await waitFor(() => expect(billingStore.stripeKeys).toBeNull());
    expect(await screen.findByText(/No Stripe keys yet/)).toBeInTheDocument();
  });
});
