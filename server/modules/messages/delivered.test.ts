import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessageDetailResponse,
  MessageListResponse,
  SentMessageResponse,
} from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { deliverDue } from '../delivery/testKit';
import { CHANNEL, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

describe('a message sent through the API', () => {
  it("is fanned out by the engine's worker and read back with its receipts", async () => {
    const sent = await k.call(CHANNEL, 'POST', '/messages/', {
      payload: {
        type: 'Regular Message',
        title: 'End to end',
        push_message: 'Hello',
        message: '<p>Hello</p>',
        device: 'all',
        isReadRequired: true,
        enableFeedback: true,
        audience: { kind: 'all' },
      },
    });
    expect(sent.statusCode).toBe(200);
    const { message, audience } = sent.json<SentMessageResponse>().data;

    await deliverDue(t.db, new Date(Date.now() + 1000));

    const detail = await k.call(CHANNEL, 'GET', `/messages/acme/message/${message._id}?limit=100`);
    const { receipts, counts } = detail.json<MessageDetailResponse>().data;
    expect(counts.total).toBe(audience.total);
    expect(counts.notOpened).toBe(audience.total);
    const first = receipts[0];
    if (!first) throw new Error('the worker wrote receipts');

    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/channel/sms/update/read-response/${first._id}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const listed = await k.call(CHANNEL, 'GET', '/messages/all?limit=100');
    const summary = listed
      .json<MessageListResponse>()
      .data.messages.find((m) => m._id === message._id);
    expect(summary).toMatchObject({ read: 1, recipients: audience.total });
    expect(summary?.sent).toBe(audience.total - audience.none);
  });
});
