import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyRows } from '../../../../tests/appUsersPages';
import { buildMessage, buildReceipt } from '../../../../tests/messageFactories';
import { companyAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { MessageDetailPage } from './MessageDetailPage';

const routes = [
  { path: '/messages/history/:messageID', element: <MessageDetailPage /> },
  { path: '/messages/history', element: <p>History list</p> },
];

function seedDetail() {
  const message = buildMessage({
    title: 'Strike vote',
    recipients: 4,
    sent: 4,
    isReadRequired: true,
    enableFeedback: true,
    message: '<p>Polls open at <b>8am</b></p><script>steal()</script>',
  });
  messagesStore.messages.push(message);
  messagesStore.receipts[message._id] = [
    buildReceipt({ userInfo: { fullName: 'Ada Unread', email: 'ada@app.test' } }),
    buildReceipt({ is_read: true, userInfo: { fullName: 'Ben Opened', email: null } }),
    buildReceipt({
      is_read: true,
      readResponse: true,
      confirmed: true,
      feedback: 1,
      feedbackComment: 'Count me in',
      userInfo: { fullName: 'Cy Yes', email: 'cy@app.test' },
    }),
    buildReceipt({ is_read: true, feedback: 0, userInfo: { fullName: 'Di No', email: null } }),
  ];
  return message;
}

beforeEach(() => resetMessagesStore());
afterEach(() => vi.restoreAllMocks());

describe('Message detail', () => {
  it('names an email send as an Email, not a PushCast', async () => {
    const message = seedDetail();
    message.deliveryMode = 'email';
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());
    const heading = await screen.findByRole('heading', { name: 'Strike vote', level: 1 });
    const header = heading.parentElement;
    if (!header) throw new Error('the header');
    expect(header).toHaveTextContent('Email');
    expect(header).not.toHaveTextContent('PushCast');
  });

  it('says which groups did not follow the channel, as compose said before sending', async () => {
    const message = seedDetail();
    message.notFollowing = {
      channel: 'Acme News',
      users: 4,
      groups: [
        { _id: 'g1', name: 'Stewards', users: 3 },
        { _id: 'g2', name: 'Volunteers', users: 1 },
      ],
    };
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());
    const counts = await screen.findByRole('list', { name: 'Receipt counts' });
    const note = counts.parentElement;
    expect(note).toHaveTextContent(
      '3 members of Stewards do not follow Acme News, so it did not reach them.',
    );
    expect(note).toHaveTextContent(
      '1 member of Volunteers does not follow Acme News, so it did not reach them.',
    );
  });

  it('shows the message, its counts and each receipt in words a person uses', async () => {
    const message = seedDetail();
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());

    expect(await screen.findByRole('heading', { name: 'Strike vote' })).toBeInTheDocument();
    expect(screen.getByText('Polls open at')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const counts = screen.getByRole('list', { name: 'Receipt counts' });
    expect(within(counts).getByText('Recipients').previousSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Opened and confirmed').previousSibling).toHaveTextContent('1');

    const [ada, ben, cy, di] = await bodyRows('Receipts');
    expect(ada).toHaveTextContent('Not opened');
    expect(ada).toHaveTextContent('Push');
    expect(ben).toHaveTextContent('Opened, not confirmed');
    expect(ben).toHaveTextContent('Opened, no answer');
    expect(cy).toHaveTextContent('Opened and confirmed');
    expect(cy).toHaveTextContent('Answered yes');
    expect(cy).toHaveTextContent('Count me in');
    expect(di).toHaveTextContent('Answered no');
    expect(within(counts).queryByText(/opened\//)).toBeNull();
    expect(screen.queryByText(/the Sent figure/)).toBeNull();
    expect(messagesStore.detailRequests[0]).toEqual({
      companyId: 'acme',
      id: message._id,
      query: { offset: '0', limit: '10' },
    });
  });

  it('names the uploaded audio file a Vocast carries', async () => {
    const message = buildMessage({
      type: 'Vocast',
      title: 'From the chair',
      upload: {
        _id: '30000000-0000-4000-8000-000000000001',
        kind: 'audio',
        title: 'Welcome message',
        contentType: 'audio/mpeg',
        durationSeconds: 3,
        contentUrl: '/upload/30000000-0000-4000-8000-000000000001/content',
      },
    });
    messagesStore.messages.push(message);
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());

    expect(await screen.findByRole('heading', { name: 'From the chair' })).toBeInTheDocument();
    expect(screen.getByText('Audio file').nextSibling).toHaveTextContent('Welcome message');
  });

  it('filters the receipts by status and keeps the filter in the URL', async () => {
    const message = seedDetail();
    const { user, router } = renderMessaging(routes, `/messages/history/${message._id}`);
    await bodyRows('Receipts');

    await user.selectOptions(screen.getByLabelText('Receipt status'), 'Opened and confirmed');
    await waitFor(async () => expect(await bodyRows('Receipts')).toHaveLength(1));
    expect((await bodyRows('Receipts'))[0]).toHaveTextContent('Cy Yes');
    expect(router.state.location.search).toBe('?status=opened_confirmed');
    expect(messagesStore.detailRequests.at(-1)?.query).toEqual({
      offset: '0',
      limit: '10',
      status: 'opened_confirmed',
    });
  });

  it('says why its recipients differ from the history’s Sent and the count at sending', async () => {
    const message = buildMessage({ recipients: 6, sent: 3 });
    messagesStore.messages.push(message);
    messagesStore.receipts[message._id] = Array.from({ length: 5 }, (_, index) =>
      buildReceipt({ userInfo: { fullName: `Member ${index + 1}`, email: null } }),
    );
    renderMessaging(routes, `/messages/history/${message._id}`);
    const counts = await screen.findByRole('list', { name: 'Receipt counts' });
    expect(within(counts).getByText('Recipients').previousSibling).toHaveTextContent('5');
    const note = screen.getByText(/the Sent figure/);
    expect(note).toHaveTextContent(
      '3 of these 5 went out by push, SMS or email: the Sent figure of the message history. ' +
        '2 recipients had no way to be reached',
    );
    expect(note).toHaveTextContent(
      '6 users were counted when it was sent; users suspended, deleted or added before it went ' +
        'out make the difference.',
    );
  });

  it('pages through the receipts', async () => {
    const message = buildMessage();
    messagesStore.messages.push(message);
    messagesStore.receipts[message._id] = Array.from({ length: 23 }, (_, index) =>
      buildReceipt({ userInfo: { fullName: `Member ${index + 1}`, email: null } }),
    );
    const { user } = renderMessaging(routes, `/messages/history/${message._id}`);
    expect(await bodyRows('Receipts')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('21–23 of 23')).toBeInTheDocument());
    expect(messagesStore.detailRequests.at(-1)?.query).toMatchObject({ offset: '20' });
  });

  it('downloads the message audit as a file', async () => {
    const message = seedDetail();
    // jsdom has no object URLs and does not follow a download link; record both instead.
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const { user } = renderMessaging(routes, `/messages/history/${message._id}`);
    await user.click(await screen.findByRole('button', { name: 'Download message audit' }));

    const fileName = `message-audit-${message._id}.csv`;
    expect(await screen.findByText(`Downloaded ${fileName}.`)).toBeInTheDocument();
    expect(messagesStore.auditRequests).toEqual([message._id]);
    expect(clicks).toEqual([fileName]);
    expect(createObjectURL.mock.calls[0]?.[0].size).toBeGreaterThan(0);
  });

  it('says so when the message does not exist, or belongs to another tenant', async () => {
    renderMessaging(routes, '/messages/history/20000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message history' })).toHaveAttribute(
      'href',
      '/messages/history',
    );
  });

  it('shows the push image and buttons a message carried', async () => {
    const message = seedDetail();
    message.pushImage = 'https://cdn.example.org/ballot.png';
    message.pushButtons = [
      { label: 'Vote now', url: 'https://union.example.org/vote' },
      { label: 'Open ballot', url: 'acmeunion://ballot/7' },
    ];
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());
    const image = await screen.findByRole('img', { name: 'Push image' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.org/ballot.png');
    const buttons = screen.getByRole('list', { name: 'Push buttons' });
    expect(
      within(buttons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vote now: https://union.example.org/vote', 'Open ballot: acmeunion://ballot/7']);
  });
});
