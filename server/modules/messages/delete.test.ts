import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageListResponse, MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messageFiles, messageOccurrences } from '../../db/schema/messages';
import {
  ACME,
  CHANNEL,
  CHANNEL5,
  GLOBEX,
  HTML_FILE,
  messagesTestKit,
  multipartBody,
  type MessagesTestKit,
} from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
});
afterAll(() => t.close());

type Sent = { success: true; data: { message: MessageSummary } };

const message = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'To delete',
  push_message: 'To delete',
  message: '<p>x</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  ...overrides,
});

const daily = { scheduleType: 'daily', schedule_time: '09:00', userTimeZone: 'UTC' };

async function sendNow(): Promise<string> {
  const response = await k.call(ACME, 'POST', '/messages/', { payload: message() });
  expect(response.statusCode).toBe(200);
  return response.json<Sent>().data.message._id;
}

async function scheduleWithFile(): Promise<MessageSummary> {
  const { payload, headers } = multipartBody({ data: JSON.stringify(message(daily)) }, HTML_FILE);
  const response = await k.call(ACME, 'POST', '/messages/schedule/file', { payload, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Sent>().data.message;
}

const remove = (email: string, id: string) => k.call(email, 'DELETE', `/messages/${id}`);

async function listedIds(email: string): Promise<string[]> {
  const response = await k.call(email, 'GET', '/messages/all?limit=100');
  return response.json<MessageListResponse>().data.messages.map((m) => m._id);
}

describe('DELETE /messages/{id}', () => {
  it('marks the message deleted, ends its pending occurrence and drops it from the history', async () => {
    const id = await sendNow();
    const response = await remove(ACME, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await k.message(id)).toMatchObject({ isDeleted: true, status: 0, nextDueAt: null });
    expect((await k.occurrencesOf(id)).map((o) => o.state)).toEqual(['failed']);
    expect(await listedIds(ACME)).not.toContain(id);
    const again = await remove(ACME, id);
    expect(again.statusCode).toBe(404);
  });

  it('stops a schedule', async () => {
    const { _id } = await scheduleWithFile();
    expect((await k.message(_id)).nextDueAt).not.toBeNull();
    expect((await remove(ACME, _id)).statusCode).toBe(200);
    expect(await k.message(_id)).toMatchObject({ isDeleted: true, nextDueAt: null, status: 0 });
  });

  it('answers 409 error_deleting_message while the message is being sent, changing nothing', async () => {
    const id = await sendNow();
    await t.db
      .update(messageOccurrences)
      .set({ state: 'sending' })
      .where(eq(messageOccurrences.messageId, id));
    const response = await remove(ACME, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'error_deleting_message' });
    expect(await k.message(id)).toMatchObject({ isDeleted: false, status: 1 });
    expect((await k.occurrencesOf(id)).map((o) => o.state)).toEqual(['sending']);
  });

  it("lets a channel admin delete its channel's messages only", async () => {
    const id = await sendNow();
    expect((await remove(CHANNEL5, id)).statusCode).toBe(404);
    expect((await k.message(id)).isDeleted).toBe(false);
    expect((await remove(CHANNEL, id)).statusCode).toBe(200);
  });

  it("never lets a globex admin delete acme's message", async () => {
    const id = await sendNow();
    const response = await remove(GLOBEX, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await k.message(id)).toMatchObject({ isDeleted: false, status: 1 });
    expect((await k.occurrencesOf(id)).map((o) => o.state)).toEqual(['pending']);
  });
});

describe('DELETE /messages/file/upload/{id}', () => {
  it('refuses while a message still to be sent uses the file, and deletes it after', async () => {
    const scheduled = await scheduleWithFile();
    const fileId = scheduled.html_file?._id ?? '';
    const busy = await k.call(ACME, 'DELETE', `/messages/file/upload/${fileId}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'error_deleting_message' });

    expect((await k.call(GLOBEX, 'DELETE', `/messages/file/upload/${fileId}`)).statusCode).toBe(
      404,
    );
    expect((await remove(ACME, scheduled._id)).statusCode).toBe(200);
    const done = await k.call(ACME, 'DELETE', `/messages/file/upload/${fileId}`);
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(messageFiles).where(eq(messageFiles.id, fileId))).toEqual([]);
    expect((await k.message(scheduled._id)).fileId).toBeNull();
    const gone = await k.call(ACME, 'DELETE', `/messages/file/upload/${fileId}`);
    expect(gone.statusCode).toBe(404);
  });

  it("never lets a globex admin delete acme's file, even one no message needs", async () => {
    const scheduled = await scheduleWithFile();
    expect((await remove(ACME, scheduled._id)).statusCode).toBe(200);
    const fileId = scheduled.html_file?._id ?? '';
    const response = await k.call(GLOBEX, 'DELETE', `/messages/file/upload/${fileId}`);
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(messageFiles).where(eq(messageFiles.id, fileId))).toHaveLength(
      1,
    );
  });
});
