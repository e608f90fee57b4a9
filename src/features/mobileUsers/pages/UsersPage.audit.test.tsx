import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyRows, renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { buildMessage } from '../../../../tests/messageFactories';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { UsersPage } from './UsersPage';

const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:message-audit');
const revokeObjectURL = vi.fn<(url: string) => void>();
const clicks: HTMLAnchorElement[] = [];

// jsdom has no object URLs and does not follow a download link; record both instead.
beforeEach(() => {
  resetMessagesStore();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  createObjectURL.mockClear();
  clicks.length = 0;
});

async function openAuditDialog() {
  seedUsers(1);
  const view = renderPage(UsersPage, '/users');
  await bodyRows('App users');
  await view.user.click(screen.getByRole('button', { name: 'Message audit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Download a message audit' });
  return { ...view, dialog: within(dialog) };
}

describe('UsersPage: message audit', () => {
  it("lists the newest messages and downloads the chosen one's audit", async () => {
    const older = buildMessage({ title: 'Strike vote', recipients: 1, cp_name: 'Local 12' });
    const newer = buildMessage({ title: 'Picnic', recipients: 1200 });
    messagesStore.messages = [newer, older];
    const { user, dialog } = await openAuditDialog();

    const list = within(await dialog.findByRole('list', { name: 'Messages' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.fw-semibold')?.textContent)).toEqual([
      'Picnic',
      'Strike vote',
    ]);
    expect(items[0]).toHaveTextContent('1,200 recipients');
    expect(items[1]).toHaveTextContent('Local 12 · 1 recipient');
    expect(messagesStore.historyRequests).toEqual([{ cpId: 'all', offset: 0, limit: 20 }]);

    await user.click(list.getByRole('button', { name: 'Download the audit of Strike vote' }));

    expect(await screen.findByText(`Downloaded message-audit-${older._id}.csv.`)).toBeVisible();
    expect(messagesStore.auditRequests).toEqual([older._id]);
    expect(clicks.map((link) => link.download)).toEqual([`message-audit-${older._id}.csv`]);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:message-audit'));
  });

  it('says so when nothing has been sent', async () => {
    const { dialog } = await openAuditDialog();
    expect(await dialog.findByText(/No messages have been sent yet\./)).toBeVisible();
    expect(dialog.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows a failed list with a retry that loads it', async () => {
    messagesStore.messages = [buildMessage({ title: 'Picnic' })];
    messagesStore.failures.history = 'internal_error';
    const { user, dialog } = await openAuditDialog();

    await user.click(await dialog.findByRole('button', { name: 'Try again' }));

    expect(await dialog.findByText('Picnic')).toBeVisible();
  });
});
