import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAudienceCount } from '../../../../tests/messageFactories';
import { channelAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { SendMessagePage } from './SendMessagePage';

const routes = [{ path: '/messages/send-notifications', element: <SendMessagePage /> }];

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function write(user: UserEvent) {
  await fill(user, 'Title', 'Strike vote');
  await fill(user, 'Push message', 'Vote on Friday');
}

beforeEach(() => {
  resetMessagesStore();
  server.use(...uploadChoiceHandlers);
});

describe('Send message, when the organisation reviews it', { timeout: 20_000 }, () => {
  it('submits for approval instead of sending, and says so', async () => {
    messagesStore.audienceCount = buildAudienceCount({ total: 1500, needsReview: true });
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await write(user);

    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(screen.queryByRole('button', { name: 'Review and send' })).toBeNull();
    const dialog = await screen.findByRole('dialog', {
      name: 'Submit this message for approval?',
    });
    expect(dialog).toHaveTextContent('an approver must approve it before it is sent');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));

    expect(await screen.findByText('Message submitted for approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow it in Approvals' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/messages\/reviews\//),
    );
    expect(messagesStore.sent).toHaveLength(1);
    expect(messagesStore.sent[0]?.path).toBe('/messages/');
  });

  it('says the scheduled variant waits for approval before it is scheduled', async () => {
    messagesStore.audienceCount = buildAudienceCount({ needsReview: true });
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await write(user);
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-06-10' } });
    await user.type(screen.getByLabelText('Time'), '09:00');

    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(screen.queryByRole('button', { name: 'Review and schedule' })).toBeNull();
    const dialog = await screen.findByRole('dialog', {
      name: 'Submit this message for approval?',
    });
    expect(dialog).toHaveTextContent('an approver must approve it before it is scheduled');
  });

  it('keeps the usual words when the audience needs no review', async () => {
    messagesStore.audienceCount = buildAudienceCount({ needsReview: false });
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await write(user);
    await waitFor(() => expect(messagesStore.audienceRequests.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).not.toHaveTextContent('approver');
  });
});
