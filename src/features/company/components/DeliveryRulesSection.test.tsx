import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryRules } from '../../../../contract/deliveryRules';
import { buildProfile } from '../../../../tests/factories';
import { deliveryRulesHandlers } from '../../../../tests/msw/companyHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { DeliveryRulesSection } from './DeliveryRulesSection';

function renderSection(initial: DeliveryRules, sent: DeliveryRules[]) {
  server.use(...deliveryRulesHandlers(initial, sent));
  return renderApp([{ path: '/settings', element: <DeliveryRulesSection /> }], {
    route: '/settings',
    user: buildProfile({ userGroup: 4, companyID: 'acme' }),
  });
}

describe('DeliveryRulesSection', () => {
  it('switches quiet hours and a weekly cap on, and sends them as the rules', async () => {
    const sent: DeliveryRules[] = [];
    const { user } = renderSection(
      { timeZone: 'America/Chicago', quietHours: null, frequencyCap: null },
      sent,
    );
    expect(await screen.findByLabelText('Company time zone')).toHaveValue('America/Chicago');
    expect(screen.queryByLabelText('Quiet from')).toBeNull();

    await user.click(screen.getByLabelText('Quiet hours: hold push and SMS at night'));
    const until = screen.getByLabelText('Quiet until');
    await user.clear(until);
    await user.type(until, '07:30');
    await user.click(
      screen.getByLabelText('Frequency cap: limit how many messages each recipient gets'),
    );
    const most = screen.getByLabelText('At most (messages)');
    await user.clear(most);
    await user.type(most, '5');
    await user.selectOptions(screen.getByLabelText('Period'), 'week');
    await user.click(screen.getByRole('button', { name: 'Save delivery rules' }));

    expect(await screen.findByText('Delivery rules saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        timeZone: 'America/Chicago',
        quietHours: { start: '21:00', end: '07:30' },
        frequencyCap: { limit: 5, period: 'week' },
      },
    ]);
  });

  it('refuses quiet hours that end when they start, sending nothing', async () => {
    const sent: DeliveryRules[] = [];
    const { user } = renderSection(
      {
        timeZone: 'America/Chicago',
        quietHours: { start: '22:00', end: '06:00' },
        frequencyCap: null,
      },
      sent,
    );
    const until = await screen.findByLabelText('Quiet until');
    await user.clear(until);
    await user.type(until, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save delivery rules' }));
    expect(
      await screen.findByText('Quiet hours must end at another time than they start.'),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
