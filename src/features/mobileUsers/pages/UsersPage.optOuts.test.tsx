import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OptOut } from '../../../../contract/optOuts';
import { bodyRows, renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { UsersPage } from './UsersPage';

const renderUsers = () => renderPage(UsersPage, '/users', '/users');

async function rowOf(name: string) {
  const row = (await bodyRows('App users')).find((candidate) =>
    within(candidate).queryByText(name),
  );
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

// Noon UTC, so the day is the same in any zone the tests run in.
const optOut = (overrides: Partial<OptOut>): OptOut => ({
  channelId: null,
  channelName: null,
  delivery: 'sms',
  source: 'sms',
  since: '2026-12-03T12:00:00.000Z',
  ...overrides,
});

const STOP = optOut({});
const EMAIL_LINK = optOut({
  delivery: 'email',
  source: 'email',
  since: '2026-11-20T12:00:00.000Z',
});
const EVENTS = optOut({
  channelId: '6f2a3c1e-0000-4000-8000-000000000001',
  channelName: 'Acme Events',
  delivery: 'all',
  source: 'app',
  since: '2026-10-01T12:00:00.000Z',
});

/** Every write sent while `run` runs: reading opt-outs must send none. */
async function writesDuring(run: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' && !request.url.endsWith('/user/mobile-users/new')) {
      writes.push(`${request.method} ${request.url}`);
    }
  };
  server.events.on('request:start', listen);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return writes;
}

// Each test opens a page and a menu; on a busy machine that can pass the default 5 s.
describe("UsersPage: members' opt-outs", { timeout: 20_000 }, () => {
  it('shows each opt-out as a badge titled with where and when the member said it', async () => {
    seedUsers(2, (index) =>
      index === 0
        ? { firstname: 'Ada', lastname: 'Opted', optOuts: [STOP, EMAIL_LINK, EVENTS] }
        : { firstname: 'Ben', lastname: 'Reached' },
    );
    renderUsers();
    const ada = await rowOf('Ada Opted');
    const sms = ada.getByText('No SMS').closest('.opt-out-badge');
    expect(sms).toHaveAttribute('title', 'Texted STOP on Dec 3, 2026');
    expect(ada.getByText('No email').closest('.opt-out-badge')).toHaveAttribute(
      'title',
      'Unsubscribed by email link on Nov 20, 2026',
    );
    // Beyond two, one badge stands for the rest and names them.
    const more = ada.getByText(/\+1 opt-out/).closest('.opt-out-badge');
    expect(more).toHaveAttribute(
      'title',
      'Nothing from Acme Events: Chose in the app on Oct 1, 2026',
    );

    const ben = await rowOf('Ben Reached');
    expect(ben.queryByText(/^No /)).not.toBeInTheDocument();
    expect(ben.queryByText(/opt-out/)).not.toBeInTheDocument();
  });

  it('lists them read-only in the dialog, saying only the member can change them', async () => {
    seedUsers(1, () => ({ firstname: 'Cy', lastname: 'Stopped', optOuts: [STOP, EVENTS] }));
    const { user } = renderUsers();
    const writes = await writesDuring(async () => {
      await user.click(
        (await rowOf('Cy Stopped')).getByRole('button', { name: 'Actions for Cy Stopped' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Opt-outs (2)' }));

      const dialog = within(await screen.findByRole('dialog', { name: 'Opt-outs of Cy Stopped' }));
      const items = within(
        dialog.getByRole('list', { name: 'Opt-outs of Cy Stopped' }),
      ).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'No SMSTexted STOP on Dec 3, 2026',
        'Nothing from Acme EventsChose in the app on Oct 1, 2026',
      ]);
      expect(dialog.getByText(/Only the member can change these/)).toHaveTextContent(
        /texting START .* link in one of our emails/,
      );
      // Nothing to set or lift: no field, no switch, one way out.
      expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
      expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
      expect(
        dialog
          .getAllByRole('button')
          .map((button) => button.textContent || button.getAttribute('aria-label')),
      ).toEqual(['Close', 'Close']);

      const [, footerClose] = dialog.getAllByRole('button', { name: 'Close' });
      if (!footerClose) throw new Error('no Close button in the footer');
      await user.click(footerClose);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    expect(writes).toEqual([]);
  });

  it('says so when the member opted out of nothing', async () => {
    seedUsers(1, () => ({ firstname: 'Dee', lastname: 'Open' }));
    const { user } = renderUsers();
    await user.click(
      (await rowOf('Dee Open')).getByRole('button', { name: 'Actions for Dee Open' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Opt-outs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Opt-outs of Dee Open' }));
    expect(dialog.getByText(/has not opted out of anything/)).toBeInTheDocument();
    expect(dialog.getByText(/Only the member can change these/)).toBeInTheDocument();
  });

  it('shows the failure, not badges, when the list cannot be read', async () => {
    server.use(
      http.post(apiUrl('/user/mobile-users/new'), () =>
        HttpResponse.json({ code: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
    seedUsers(1, () => ({ firstname: 'Eve', lastname: 'Hidden', optOuts: [STOP] }));
    renderUsers();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('No SMS')).not.toBeInTheDocument();
  });
});
