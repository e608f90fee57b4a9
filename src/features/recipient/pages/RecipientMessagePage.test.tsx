import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRecipientMessage } from '../../../../tests/messageFactories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { renderApp } from '../../../../tests/render';
import { RecipientMessagePage } from './RecipientMessagePage';

const RECEIPT = '50000000-0000-4000-8000-000000000001';

function renderRecipient(id = RECEIPT) {
  return renderApp([{ path: '/m/:receiptID', element: <RecipientMessagePage /> }], {
    route: `/m/${id}`,
  });
}

const callsOf = (action: string) =>
  messagesStore.recipientCalls.filter((call) => call.action === action);

/** howler cannot play in jsdom: the player's Howl only records what it was given. */
const howls = vi.hoisted(() => ({ sources: [] as string[][] }));
vi.mock('howler', () => ({
  Howl: class {
    constructor(options: { src: string[] }) {
      howls.sources.push(options.src);
    }
    state() {
      return 'loading';
    }
    duration() {
      return 0;
    }
    seek() {
      return 0;
    }
    volume() {
      return this;
    }
    loop() {
      return this;
    }
    unload() {
      return undefined;
    }
  },
}));

beforeEach(() => {
  resetMessagesStore();
  howls.sources = [];
});

describe('Recipient message page', () => {
  it('shows the message without signing in, safely, and records that it was opened', async () => {
    messagesStore.recipientMessages[RECEIPT] = buildRecipientMessage({
      message: '<p>Polls open at <b>8am</b>.</p><img src=x onerror="steal()">',
      url: 'https://acme.test/vote',
      fileUrl: `/api/channel/file/${RECEIPT}`,
      fileName: 'notice.pdf',
    });
    renderRecipient();

    expect(
      await screen.findByRole('heading', { name: 'Strike vote on Friday' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme News')).toBeInTheDocument();
    expect(screen.getByText('8am')).toBeInTheDocument();
    // Images stay, as the server keeps them (contract/htmlAllowList.ts); their handlers never do.
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'https://acme.test/vote',
    );
    // The file is served by the API, not by the console.
    expect(screen.getByRole('link', { name: 'notice.pdf' })).toHaveAttribute(
      'href',
      apiUrl(`/api/channel/file/${RECEIPT}`),
    );
    expect(callsOf('status')).toEqual([{ action: 'status', id: RECEIPT, body: null }]);
    expect(messagesStore.recipientMessages[RECEIPT]?.receipt.is_read).toBe(true);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('confirms reading, then shows the confirmation', async () => {
    messagesStore.recipientMessages[RECEIPT] = buildRecipientMessage({ isReadRequired: true });
    const { user } = renderRecipient();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('You confirmed that you have read this message.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(callsOf('read-response')).toHaveLength(1);
    expect(messagesStore.recipientMessages[RECEIPT]?.receipt.readResponse).toBe(true);
  });

  it('answers yes with a comment, and shows the answer the server stored', async () => {
    messagesStore.recipientMessages[RECEIPT] = buildRecipientMessage({ enableFeedback: true });
    const { user } = renderRecipient();
    const form = await screen.findByRole('form', { name: 'Your answer' });
    await user.type(within(form).getByLabelText('Comment (optional)'), 'I will be there');
    await user.click(within(form).getByRole('button', { name: 'Yes' }));

    const answer = await screen.findByText('Your answer:');
    expect(answer).toHaveTextContent('Your answer: Yes');
    expect(screen.getByText('“I will be there”')).toBeInTheDocument();
    expect(callsOf('feedback')[0]?.body).toEqual({
      feedback: 1,
      feedbackComment: 'I will be there',
    });
  });

  it('shows an answer given before, without asking again', async () => {
    messagesStore.recipientMessages[RECEIPT] = buildRecipientMessage({
      enableFeedback: true,
      receipt: { is_read: true, readResponse: false, feedback: 0, feedbackComment: null },
    });
    renderRecipient();
    expect(await screen.findByText('Your answer:')).toHaveTextContent('Your answer: No');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    // Already opened: it is not marked again.
    expect(callsOf('status')).toHaveLength(0);
  });

  it('plays a Vocast’s audio from its signed link', async () => {
    const playbackUrl = `/upload/a1/play?expires=1900000000&signature=${'s'.repeat(43)}`;
    messagesStore.recipientMessages[RECEIPT] = buildRecipientMessage({
      type: 'Vocast',
      media: { kind: 'audio', title: 'Strike update', durationSeconds: 42, playbackUrl },
    });
    renderRecipient();
    expect(await screen.findByRole('group', { name: 'Audio: Strike update' })).toBeInTheDocument();
    expect(howls.sources).toEqual([[apiUrl(playbackUrl)]]);
  });

  it('says so for a link that leads nowhere', async () => {
    renderRecipient('not-a-receipt');
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeInTheDocument();
    expect(callsOf('status')).toHaveLength(0);
  });
});
