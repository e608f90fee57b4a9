import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse, MessageListResponse } from '../../../contract/messages';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

// The test database is a copy of the seeded template.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function history(email: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/messages/all?limit=100',
    headers: bearer(await t.tokenFor(email)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<MessageListResponse>().data;
}

describe('demo messages', () => {
  it('give acme a history of sent messages with receipts in every state, and globex none', async () => {
    const { messages, total } = await history('admin@acme.test');
    expect(total).toBeGreaterThanOrEqual(4);
    expect(messages.map((m) => m.title)).toContain('Safety notice');
    expect((await history('admin@globex.test')).total).toBe(0);

    const token = await t.tokenFor('admin@acme.test');
    const counts = { notOpened: 0, openedUnconfirmed: 0, openedConfirmed: 0, feedbackYes: 0 };
    for (const message of messages) {
      expect(message.sent).toBe(message.recipients);
      const response = await t.app.inject({
        method: 'GET',
        url: `/messages/acme/message/${message._id}`,
        headers: bearer(token),
      });
      const detail = response.json<MessageDetailResponse>().data;
      expect(detail.counts.total).toBe(message.sent);
      expect(detail.counts.total - detail.counts.notOpened).toBe(message.read);
      for (const key of Object.keys(counts) as (keyof typeof counts)[])
        counts[key] += detail.counts[key];
    }
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(0);
  });
});
