import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  pricingHandlers,
  pricingStore,
  type PricingStore,
} from '../../../../tests/msw/pricingHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { PricingPanelPage } from './PricingPanelPage';

function renderPanel(store: PricingStore, id = 'cp-42') {
  server.use(...pricingHandlers(store));
  return renderApp(
    [{ path: '/content-provider/pricing-panel/:id', element: <PricingPanelPage /> }],
    {
      route: `/content-provider/pricing-panel/${id}`,
      user: buildProfile({ userGroup: 4, companyID: 'acme' }),
    },
  );
}

describe('PricingPanelPage', () => {
  it('shows the plan, app users used of allowed and the text credits of the month', async () => {
    renderPanel(pricingStore());
    expect(await screen.findByRole('heading', { name: 'Local 99: pricing' })).toBeInTheDocument();
    const balances = within(screen.getByRole('list', { name: 'Balances' }));
    expect(balances.getByText('Starter')).toBeInTheDocument();
    expect(balances.getByText('of 1,200 allowed')).toBeInTheDocument();
    expect(balances.getByTestId('app-users-counted')).toHaveTextContent(
      'Counts the active app users who follow the channel, registered or not.',
    );
    expect(balances.getByTestId('credits-left')).toHaveTextContent('380 left');
    expect(balances.getByText(/120 of 500 used this month/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grant free/ })).not.toBeInTheDocument();
  });

  it('buys text credits after a confirmation naming the amount and price, once per click', async () => {
    const store = pricingStore();
    const { user } = renderPanel(store);
    const bundles = await screen.findAllByLabelText('Bundles');
    const credits = bundles[1];
    if (!credits) throw new Error('no text credit bundles field');
    await user.clear(credits);
    await user.type(credits, '2');
    await user.click(screen.getByRole('button', { name: 'Buy text credits' }));

    const dialog = await screen.findByRole('dialog', { name: 'Buy 1,000 off-app text credits?' });
    expect(dialog).toHaveTextContent(
      'Local 99 gets 2 bundles: 1,000 off-app text credits for USD 30.00.',
    );
    expect(dialog).toHaveTextContent(
      "No card is charged: USD 30.00 is recorded on the organization's account, and it is added at once.",
    );
    expect(store.writes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Buy for USD\u00a030.00' }));

    expect(await screen.findByTestId('credits-left')).toHaveTextContent('1,380 left');
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]?.url).toBe('/content-provider/update/offapptextcredits/cp-42/2');
    expect(store.writes[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const ledger = await screen.findByRole('table', { name: 'Credit ledger' });
    expect(within(ledger).getByText('+1,000')).toBeInTheDocument();
    expect(within(ledger).getByText('USD 30.00')).toBeInTheDocument();
  });

  it('lets an organisation admin grant bundles free, and change the plan', async () => {
    const store = pricingStore({ canGrant: true });
    const { user } = renderPanel(store);
    const [grantAppUsers] = await screen.findAllByRole('button', { name: /Grant free/ });
    if (!grantAppUsers) throw new Error('no grant button');
    await user.click(grantAppUsers);
    const dialog = await screen.findByRole('dialog', { name: 'Grant 100 app users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant 100 app users' }));
    expect(await screen.findByText('of 1,300 allowed')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Plan'), 'growth');
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const planDialog = await screen.findByRole('dialog', { name: 'Change to Growth?' });
    expect(planDialog).toHaveTextContent('2,500 off-app text credits a month');
    await user.click(within(planDialog).getByRole('button', { name: 'Change to Growth' }));
    expect(
      await within(screen.getByRole('list', { name: 'Balances' })).findByText('Growth'),
    ).toBeInTheDocument();
    expect(store.writes.map((w) => w.url)).toEqual([
      '/content-provider/update/appusers/free-purchase/cp-42/1',
      '/content-provider/update/updatepriceplan/cp-42/growth',
    ]);
  });

  it("says a purchase is charged to the organization's card when it pays through Stripe", async () => {
    const store = pricingStore();
    store.summary = { ...store.summary, payments: 'stripe' };
    const { user } = renderPanel(store);
    const [appUsers] = await screen.findAllByRole('button', { name: 'Buy app users' });
    if (!appUsers) throw new Error('no buy button');
    await user.click(appUsers);
    const dialog = await screen.findByRole('dialog', { name: 'Buy 100 app users?' });
    expect(dialog).toHaveTextContent(
      "The organization's card is charged USD 10.00 through Stripe now; nothing is added if the card is declined.",
    );
  });

  it('tells a channel admin who may not buy why, and offers no purchase', async () => {
    const store = pricingStore({ canPurchase: false, canChangePlan: false });
    renderPanel(store);
    expect(
      await screen.findByText(
        /This organization takes no card payments, so only its organization admins/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
  });

  it("counts a default channel's whole organization", async () => {
    const store = pricingStore();
    store.summary.appUsersWholeCompany = true;
    renderPanel(store);
    expect(await screen.findByTestId('app-users-counted')).toHaveTextContent(
      'Counts every active app user of the organization, registered or not: the default channel serves them all.',
    );
  });

  it('says so when the channel is not the admin’s to price', async () => {
    renderPanel(pricingStore(), 'cp-other');
    expect(
      await screen.findByText('This channel does not exist, or is not yours to price.'),
    ).toBeInTheDocument();
  });
});
