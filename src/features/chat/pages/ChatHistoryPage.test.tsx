import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation } from '../../../../tests/chatFactories';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { auditCsv, chat, resetChatStore } from '../../../../tests/msw/chatHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { ChatHistoryPage } from './ChatHistoryPage';

/** The page for a signed-in channel admin (userGroup 2), as the route table mounts it. */
function renderChat(route = '/users/im') {
  return renderApp([{ path: '/users/im', element: <ChatHistoryPage /> }], {
    route,
    user: buildProfile({ userGroup: 2, cpName: 'Acme Local 12' }),
  });
}

const conversationButton = (name: string | RegExp) =>
  within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button', { name });

function seedNora() {
  const nora = buildConversation({
    name: 'Nora Quinn',
    lines: ['Is the meeting still on for Thursday?', '> Yes, 6 pm at the hall.', 'Thanks!'],
    unread: 1,
  });
  const omar = buildConversation({
    name: 'Omar Haddad',
    lines: ['How do I change my shift?', '> Under Settings in the app.'],
    startedAt: '2025-02-27T08:00:00.000Z',
  });
  chat.conversations.push(nora, omar);
  return { nora, omar };
}

beforeEach(resetChatStore);

describe('Chat (IM) History', () => {
  it('lists conversations with the last line, its time and the unread count', async () => {
    seedNora();
    renderChat();

    const nora = await screen.findByRole('button', { name: /Nora Quinn/ });
    expect(nora).toHaveTextContent('Thanks!');
    expect(nora).toHaveTextContent('2025-03-01');
    expect(within(nora).getByText('1 unread message')).toBeInTheDocument();
    const omar = conversationButton(/Omar Haddad/);
    expect(omar).toHaveTextContent('You: Under Settings in the app.');
    expect(omar).not.toHaveTextContent(/unread/);
    expect(screen.getByText('2 of 2 conversations')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
    expect(chat.listRequests).toEqual([{ skipAmount: 0, limitAmount: 20 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a conversation, shows its thread and marks it read', async () => {
    const { nora } = seedNora();
    const { user, router } = renderChat();

    await user.click(await screen.findByRole('button', { name: /Nora Quinn/ }));

    expect(router.state.location.search).toBe(`?conversation=${nora.chatMessageID}`);
    const thread = screen.getByRole('region', { name: 'Messages with Nora Quinn' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages.map((item) => item.querySelector('.chat-bubble')?.textContent)).toEqual([
      'Nora Quinn: Is the meeting still on for Thursday?',
      'Acme Local 12: Yes, 6 pm at the hall.',
      'Nora Quinn: Thanks!',
    ]);
    expect(screen.getByRole('heading', { name: 'Nora Quinn' })).toBeInTheDocument();
    expect(screen.getByText('nora.quinn@app.test · Acme Local 12')).toBeInTheDocument();
    await waitFor(() => expect(chat.readRequests).toEqual([nora.chatMessageID]));
    await waitFor(() => expect(conversationButton(/Nora Quinn/)).not.toHaveTextContent(/unread/));
    expect(conversationButton(/Nora Quinn/)).toHaveAttribute('aria-current', 'true');
  });

  it('sends no read mark for a conversation with nothing unread', async () => {
    seedNora();
    const { user } = renderChat();

    await user.click(await screen.findByRole('button', { name: /Omar Haddad/ }));

    expect(
      await screen.findByRole('region', { name: 'Messages with Omar Haddad' }),
    ).toHaveTextContent('How do I change my shift?');
    expect(chat.readRequests).toEqual([]);
  });

  it('opens the conversation named in the address and goes back to the list', async () => {
    const { nora } = seedNora();
    const { user, router } = renderChat(`/users/im?conversation=${nora.chatMessageID}`);

    expect(await screen.findByRole('region', { name: 'Messages with Nora Quinn' })).toBeVisible();
    await waitFor(() => expect(chat.readRequests).toEqual([nora.chatMessageID]));

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('is usable from the keyboard', async () => {
    seedNora();
    const { user } = renderChat();
    await screen.findByRole('list', { name: 'Conversations' });

    await user.tab();
    expect(conversationButton(/Nora Quinn/)).toHaveFocus();
    await user.tab();
    expect(conversationButton(/Omar Haddad/)).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
    expect(conversationButton(/Omar Haddad/)).toHaveAttribute('aria-current', 'true');
  });

  it('loads the next page of conversations on request', async () => {
    chat.conversations.push(
      ...Array.from({ length: 25 }, (_, index) =>
        buildConversation({ name: `Member ${index + 1}`, lines: [`Line ${index + 1}`] }),
      ),
    );
    const { user } = renderChat();
    await screen.findByText('20 of 25 conversations');
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('25 of 25 conversations')).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(25);
    expect(within(list).getAllByRole('button').at(-1)).toHaveTextContent('Member 25');
    expect(chat.listRequests).toEqual([
      { skipAmount: 0, limitAmount: 20 },
      { skipAmount: 20, limitAmount: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no conversations yet', async () => {
    renderChat();
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
  });

  it('shows a failed load and loads again on request', async () => {
    seedNora();
    server.use(
      http.get(
        apiUrl('/api/chat/getUsersMessageList'),
        () =>
          HttpResponse.json({ code: 'internal_error', message: 'internal error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderChat();

    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: /Nora Quinn/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Chat (IM) History: the audit', () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:audit');
  const revokeObjectURL = vi.fn<(url: string) => void>();
  const clicks: HTMLAnchorElement[] = [];

  // jsdom has no object URLs and does not follow a download link; record both instead.
  beforeEach(() => {
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
    revokeObjectURL.mockClear();
    clicks.length = 0;
  });

  it('downloads the open conversation as a CSV, one download at a time', async () => {
    const { nora } = seedNora();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        apiUrl('/user/mobile-users/download-conversation-audit'),
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = renderChat(`/users/im?conversation=${nora.chatMessageID}`);
    const button = await screen.findByRole('button', { name: 'Download audit' });

    await user.click(button);
    expect(button).toBeDisabled();
    expect(await screen.findByText(/(Preparing|Downloading) the audit/)).toBeInTheDocument();
    release();

    const fileName = `conversation-${nora.chatMessageID}.csv`;
    expect(await screen.findByText(`Downloaded ${fileName}.`)).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(chat.auditRequests).toEqual([{ chatMessageID: nora.chatMessageID, count: 1000 }]);
    const [blob] = createObjectURL.mock.calls[0] ?? [];
    expect(await readText(blob)).toBe(auditCsv(nora));
    expect(clicks.map((link) => link.download)).toEqual([fileName]);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
  });

  it('says so when the audit cannot be downloaded', async () => {
    const { omar } = seedNora();
    server.use(
      http.get(
        apiUrl('/user/mobile-users/download-conversation-audit'),
        () => HttpResponse.json({ code: 'not_found', message: 'not found' }, { status: 404 }),
        { once: true },
      ),
    );
    const { user } = renderChat(`/users/im?conversation=${omar.chatMessageID}`);

    await user.click(await screen.findByRole('button', { name: 'Download audit' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download audit' })).toBeEnabled();
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}
