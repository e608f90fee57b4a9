import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../contract/company';
import { buildCompany } from '../../../../tests/companyFactories';
import { buildProfile } from '../../../../tests/factories';
import { companySettingsHandlers } from '../../../../tests/msw/companyHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { CompanySettingsPage } from '../pages/CompanySettingsPage';

function renderSettings(company: Company, sent: FormData[]) {
  server.use(...companySettingsHandlers(company, sent));
  return renderApp([{ path: '/settings', element: <CompanySettingsPage /> }], {
    route: '/settings',
    user: buildProfile({ userGroup: 4, companyID: 'acme' }),
  });
}

const sentReview = (form: FormData | undefined) => {
  const field = form?.get('data');
  return (JSON.parse(typeof field === 'string' ? field : '{}') as Partial<Company>).messageReview;
};

const section = () =>
  within(
    screen.getByRole('group', { name: 'Require approval for' }).closest('.card') as HTMLElement,
  );

describe('Review before sending (Company Settings)', { timeout: 15_000 }, () => {
  it('shows the stored setting and saves a threshold with the settings', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(buildCompany(), sent);
    const off = await screen.findByRole('radio', { name: 'Off' });
    expect(off).toBeChecked();
    expect(section().getByRole('heading', { name: 'Review before sending' })).toBeVisible();
    expect(screen.queryByLabelText('Messages reaching more than this many members')).toBeNull();

    await user.click(
      screen.getByRole('radio', { name: 'Messages reaching more than a number of members' }),
    );
    const above = screen.getByLabelText('Messages reaching more than this many members');
    expect(above).toHaveValue(1000);
    await user.clear(above);
    await user.type(above, '250');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentReview(sent[0])).toEqual({ mode: 'above', above: 250 });
  });

  it('saves every message for review, keeping the threshold it does not use', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(
      buildCompany({ messageReview: { mode: 'above', above: 40 } }),
      sent,
    );
    expect(
      await screen.findByRole('radio', {
        name: 'Messages reaching more than a number of members',
      }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Every message' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentReview(sent[0])).toEqual({ mode: 'always', above: 40 });
  });

  it('asks for a number of members before saving a threshold', async () => {
    const sent: FormData[] = [];
    const { user } = renderSettings(
      buildCompany({ messageReview: { mode: 'above', above: 40 } }),
      sent,
    );
    const above = await screen.findByLabelText('Messages reaching more than this many members');
    await user.clear(above);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a number of members.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
