import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildMailboxItem,
  mailboxStore,
  resetMailboxStore,
} from '../../../../tests/msw/mailboxHandlers';
import { renderApp } from '../../../../tests/render';

const platformAdmin = () => buildProfile({ userGroup: 1, devMailbox: true });
const INVITE = 'http://localhost:3000/password/reset/invite/abc.def-123';

beforeEach(() => {
  resetMailboxStore();
  mailboxStore.items = [
    buildMailboxItem({
      to: 'new.admin@acme.test',
      subject: 'You are invited to administer Acme on Tidings',
      text: `Open this link to choose your password:\n${INVITE}.`,
    }),
    buildMailboxItem({
      to: 'ada@acme.test',
      subject: 'Your Tidings sign-in code: 482913',
      text: 'Your sign-in code is 482913.',
    }),
    buildMailboxItem({
      kind: 'text',
      to: '+15550001111',
      subject: '',
      text: 'Finish signing up: http://localhost:3000/acme/register/sms/tok',
      delivery: { state: 'failed', attempts: 3, lastError: 'Refused' },
    }),
  ];
});

describe('Mailbox', () => {
  it('is in the side menu under Settings for a platform admin, and lists emails with their links', async () => {
    renderApp(undefined, { route: '/mailbox', user: platformAdmin() });
    // The side menu opens Settings on the page in view.
    const entry = await screen.findByRole('link', { name: 'Mailbox' });
    expect(entry).toHaveAttribute('href', '/mailbox');

    const list = await screen.findByRole('list', { name: 'Emails and texts, newest first' });
    const invitation = within(list).getByRole('article', { name: /new\.admin@acme\.test/ });
    expect(
      within(invitation).getByRole('heading', {
        name: 'You are invited to administer Acme on Tidings',
      }),
    ).toBeInTheDocument();
    // The link is the address alone: the sentence's full stop is not part of it.
    expect(within(invitation).getByRole('link', { name: INVITE })).toHaveAttribute('href', INVITE);
    const code = within(list).getByRole('article', { name: /ada@acme\.test/ });
    expect(within(code).getByText('482913', { selector: '.mailbox-code-value' })).toBeVisible();
    const text = within(list).getByRole('article', { name: /Text to \+15550001111/ });
    expect(text).toHaveTextContent('Failed');
    expect(mailboxStore.requests[0]).toEqual({ kind: 'all', page: '1', limit: '10' });
  });

  it('keeps the kind and the search in the address, back to page 1', async () => {
    const { user, router } = renderApp(undefined, {
      route: '/mailbox?page=2',
      user: platformAdmin(),
    });
    await screen.findByRole('heading', { name: 'Mailbox', level: 1 });
    await user.click(await screen.findByRole('radio', { name: 'Texts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=text'));
    expect(await screen.findByRole('article', { name: /\+15550001111/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /ada@acme\.test/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the mailbox' }), 'sign-in');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sign-in'));
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
      ).toHaveLength(1),
    );
    expect(mailboxStore.requests.at(-1)).toEqual({
      kind: 'all',
      page: '1',
      limit: '10',
      search: 'sign-in',
    });

    await user.clear(screen.getByRole('searchbox', { name: 'Search the mailbox' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the mailbox' }), 'nobody');
    expect(
      await screen.findByRole('heading', { name: 'No emails or texts match this search' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('says there is no mailbox when the server sends email through SMTP', async () => {
    mailboxStore.failure = { status: 404, code: 'error_mailbox_unavailable' };
    renderApp(undefined, { route: '/mailbox', user: buildProfile({ userGroup: 1 }) });
    expect(await screen.findByText(/There is no mailbox here/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });

  it('is not for an organisation admin', async () => {
    renderApp(undefined, { route: '/mailbox', user: buildProfile({ userGroup: 4 }) });
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeInTheDocument();
    expect(mailboxStore.requests).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });
});
