import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  billingStore,
  buildSubscription,
  resetBillingStore,
} from '../../../../tests/msw/billingHandlers';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { SubscriptionsPage } from './SubscriptionsPage';

beforeEach(resetBillingStore);

const renderPage = () =>
  renderApp([{ path: '/subscriptions', element: <SubscriptionsPage /> }], {
    route: '/subscriptions',
    user: buildProfile({ userGroup: 4 }),
  });

function seed() {
  const dana = buildSubscription();
  const marcus = buildSubscription({
    customerInfo: {
      contactName: 'Marcus Ortega',
      clientName: 'Acme Retirees',
      billingInfo: { email: 'marcus@retirees.example', phone: '' },
    },
    productInfo: {
      product: 'Member app, yearly',
      plan: { nickname: 'Yearly', amount: 29000, currency: 'usd', interval: 'year' },
    },
  });
  const tom = buildSubscription({
    status: 'canceled',
    customerInfo: {
      contactName: 'Tom Becker',
      clientName: 'Acme Apprentices',
      billingInfo: { email: 'tom@apprentices.example', phone: '' },
    },
  });
  billingStore.subscriptions.push(dana, marcus, tom);
  return { dana, marcus, tom };
}

const rowsText = async () =>
  within(await screen.findByRole('table', { name: 'Subscriptions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('Subscriptions', () => {
  it('lists each subscription with its amount as SPEC.md shows it', async () => {
    seed();
    renderPage();
    const rows = await rowsText();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes('Acme Retirees'))).toContain('USD\u00a0290.00 yearly');
    expect(rows.find((row) => row.includes('Acme Local 12'))).toContain('USD\u00a029.00 monthly');
  });

  it('filters by status and searches', async () => {
    seed();
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Subscriptions' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'canceled');
    await waitFor(async () => expect(await rowsText()).toHaveLength(1));
    expect((await rowsText())[0]).toContain('Acme Apprentices');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(async () => expect(await rowsText()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'retirees');
    await waitFor(async () => expect(await rowsText()).toHaveLength(1));
  });

  it("cancels at the period's end only after confirming", async () => {
    const { dana } = seed();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Acme Local 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /At the end of the period/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(billingStore.cancels).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Acme Local 12' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    await waitFor(() =>
      expect(billingStore.cancels).toEqual([{ id: dana._id, immediately: false }]),
    );
    expect(await screen.findByText(/Ends/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Acme Local 12' })).not.toBeInTheDocument();
  });

  it('keeps a subscription set to end, in one click', async () => {
    const { dana } = seed();
    billingStore.subscriptions = billingStore.subscriptions.map((row) =>
      row._id === dana._id ? { ...row, cancelAtPeriodEnd: true } : row,
    );
    const { user } = renderPage();
    expect(await screen.findByText(/Ends/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Acme Local 12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Acme Local 12' }));
    expect(
      await screen.findByText('Acme Local 12’s subscription renews again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ends/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Acme Local 12' })).toBeInTheDocument();
  });

  it('shows why the provider refused a cancellation', async () => {
    const { dana } = seed();
    billingStore.subscriptions = billingStore.subscriptions.map((row) =>
      row._id === dana._id ? { ...row, cancelError: 'No such subscription: sub_gone' } : row,
    );
    renderPage();
    expect(
      await screen.findByText('Cancellation refused: No such subscription: sub_gone'),
    ).toBeInTheDocument();
  });

  it('says a cancellation is pending when the provider is away', async () => {
    const { marcus } = seed();
    billingStore.providerDown = true;
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Acme Retirees' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(billingStore.cancels).toEqual([{ id: marcus._id, immediately: true }]),
    );
    expect(await screen.findByText('Cancellation pending')).toBeInTheDocument();
  });

  it("shows a subscription's payments", async () => {
    const { dana } = seed();
    billingStore.payments.push({
      _id: 'pay-1',
      paymentID: 'lpay_1',
      subscriptionID: dana._id,
      amount: 2900,
      currency: 'usd',
      status: 'paid',
      description: 'Member app monthly',
      paidAt: '2026-11-24T09:00:00.000Z',
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Payments of Acme Local 12' }));
    const dialog = await screen.findByRole('dialog');
    // The matcher reads Intl's no-break space as a plain one.
    expect(await within(dialog).findByText('USD 29.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Paid')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No subscriptions yet' }),
    ).toBeInTheDocument();
  });
});
