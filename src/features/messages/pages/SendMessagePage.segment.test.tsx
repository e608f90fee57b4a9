import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAudienceCount, buildMessage } from '../../../../tests/messageFactories';
import { channelAdmin, companyAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import {
  buildSegment,
  resetSegmentChoices,
  segmentChoicesStore,
} from '../../../../tests/msw/segmentChoicesHandlers';
import { server } from '../../../../tests/msw/server';
import { MessageDetailPage } from './MessageDetailPage';
import { SendMessagePage } from './SendMessagePage';

beforeEach(() => {
  resetMessagesStore();
  resetSegmentChoices();
  server.use(...uploadChoiceHandlers);
});

describe('Compose: a saved segment as the audience', { timeout: 20_000 }, () => {
  it('counts the chosen segment’s reach and asks for one before sending', async () => {
    const lapsed = buildSegment({ name: 'Lapsed members' });
    segmentChoicesStore.segments.push(lapsed);
    messagesStore.audienceCount = buildAudienceCount({ total: 17, push: 17, sms: 0, email: 0 });
    const { user } = renderMessaging(
      [{ path: '/messages/send-notifications', element: <SendMessagePage /> }],
      '/messages/send-notifications',
      channelAdmin(),
    );
    await user.click(await screen.findByRole('radio', { name: 'A saved segment' }));
    const select = await screen.findByRole('combobox', { name: 'Saved segment' });
    await within(select).findByRole('option', { name: /Lapsed members — 120 members/ });

    await user.selectOptions(select, lapsed.id);

    await waitFor(() =>
      expect(messagesStore.audienceRequests.at(-1)).toEqual({
        device: 'all',
        audience: {
          kind: 'users',
          filter: { segmentId: lapsed.id, userStatus: 'active', onlyActiveUsers: true },
        },
      }),
    );
    const counts = await screen.findByRole('region', { name: 'Reach' });
    expect(await within(counts).findByText('17 users reached')).toBeInTheDocument();
  });

  it('shows a message’s segment and the count its send reached', async () => {
    const message = buildMessage({
      title: 'Come back',
      audience: { kind: 'users', filter: { segmentId: '00000000-0000-4000-8000-000000000abc' } },
      segment: { _id: '00000000-0000-4000-8000-000000000abc', name: 'Lapsed', reached: 1240 },
    });
    messagesStore.messages.push(message);
    messagesStore.receipts[message._id] = [];
    renderMessaging(
      [{ path: '/messages/history/:messageID', element: <MessageDetailPage /> }],
      `/messages/history/${message._id}`,
      companyAdmin(),
    );
    expect(await screen.findByText('Segment: Lapsed — reached 1,240')).toBeInTheDocument();
  });
});
