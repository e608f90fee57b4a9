import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messageFiles, messages } from '../../db/schema/messages';
import {
  ACME,
  CHANNEL,
  GLOBEX,
  HTML_FILE,
  PDF_FILE,
  messagesTestKit,
  multipartBody,
  type FormFile,
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

const data = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    cpId: primary,
    type: 'Regular Message',
    title: 'Contract text',
    push_message: 'Read the new contract',
    message: '<p>Attached</p>',
    device: 'all',
    isReadRequired: true,
    enableFeedback: false,
    audience: { kind: 'all' },
    ...overrides,
  });

const fileCount = async () =>
  (await t.db.select({ id: messageFiles.id }).from(messageFiles)).length;
const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

async function upload(url: string, fields: Record<string, string>, file?: FormFile, email = ACME) {
  const { payload, headers } = multipartBody(fields, file);
  return k.call(email, 'POST', url, { payload, headers });
}

describe('POST /messages/file and /messages/schedule/file', () => {
  it('stores an HTML file with the message, typed by its content', async () => {
    const response = await upload('/messages/file', { data: data() }, HTML_FILE);
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message.html_file).toMatchObject({ name: 'notice.html', mimeType: 'text/html' });
    const [file] = await t.db
      .select()
      .from(messageFiles)
      .where(eq(messageFiles.id, message.html_file?._id ?? ''));
    expect(file?.content.toString()).toBe(HTML_FILE.content);
    expect((await k.message(message._id)).fileId).toBe(file?.id);
    expect(await k.occurrencesOf(message._id)).toHaveLength(1);
  });

  it('schedules a message with a PDF', async () => {
    const response = await upload(
      '/messages/schedule/file',
      {
        data: data({
          scheduleType: 'daily',
          schedule_time: '08:00',
          userTimeZone: 'Europe/Berlin',
        }),
      },
      PDF_FILE,
      CHANNEL,
    );
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message.html_file).toMatchObject({ mimeType: 'application/pdf', name: 'notice.pdf' });
    expect(message.scheduleType).toBe('daily');
    expect(await k.occurrencesOf(message._id)).toEqual([]);
  });

  it('refuses files that are not HTML or PDF by their content, whatever their name', async () => {
    const before = [await fileCount(), await messageCount()];
    for (const file of [
      { name: 'virus.pdf', type: 'application/pdf', content: Buffer.from([0x4d, 0x5a, 0x90, 0]) },
      { name: 'page.pdf', type: 'application/pdf', content: HTML_FILE.content },
      { name: 'doc.html', type: 'text/html', content: PDF_FILE.content },
      { name: 'notes.txt', type: 'text/plain', content: 'just text' },
      { name: 'empty.html', type: 'text/html', content: '' },
      { name: 'image.png', type: 'image/png', content: Buffer.from('89504e470d0a1a0a', 'hex') },
    ]) {
      const response = await upload('/messages/file', { data: data() }, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'error_file_type' });
    }
    expect([await fileCount(), await messageCount()]).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await upload(
      '/messages/file',
      { data: data() },
      { name: 'big.pdf', type: 'application/pdf', content: big },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('checks the data field like a JSON body', async () => {
    const missingFile = await upload('/messages/file', { data: data() });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'file' }],
    });

    const missingData = await upload('/messages/file', {}, HTML_FILE);
    expect(missingData.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'data' }],
    });

    const broken = await upload('/messages/file', { data: '{not json' }, HTML_FILE);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_json' });

    const invalid = await upload(
      '/messages/file',
      { data: data({ url: 'javascript:x' }) },
      HTML_FILE,
    );
    // A link that is not https:// is refused by its own code, naming the field.
    expect(invalid.statusCode).toBe(400);
    const refused = invalid.json<{ code: string; details: { field: string }[] }>();
    expect(refused.code).toBe('error_link_not_https');
    expect(refused.details.map((d) => d.field)).toContain('url');

    const zone = await upload(
      '/messages/schedule/file',
      { data: data({ scheduleType: 'daily', schedule_time: '08:00', userTimeZone: 'Nowhere/X' }) },
      HTML_FILE,
    );
    expect(zone.json()).toMatchObject({ code: 'error_invalid_time_zone' });
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await k.call(ACME, 'POST', '/messages/file', { payload: { data: data() } });
    expect(response.statusCode).toBe(415);
  });

  it("never lets a globex admin attach a file to acme's channel", async () => {
    const before = [await fileCount(), await messageCount()];
    const response = await upload('/messages/file', { data: data() }, HTML_FILE, GLOBEX);
    expect(response.statusCode).toBe(404);
    const scheduled = await upload(
      '/messages/schedule/file',
      { data: data({ scheduleType: 'daily', schedule_time: '08:00', userTimeZone: 'UTC' }) },
      PDF_FILE,
      GLOBEX,
    );
    expect(scheduled.statusCode).toBe(404);
    expect([await fileCount(), await messageCount()]).toEqual(before);
  });
});
