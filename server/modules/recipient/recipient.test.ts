import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipientMessage } from '../../../contract/recipientMessages';
import type { Upload } from '../../../contract/uploads';
import { uploadForm, WAV_FILE } from '../uploads/testKit';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { messageReceipts, messages } from '../../db/schema/messages';
import {
  ACME,
  HTML_FILE,
  PDF_FILE,
  messagesTestKit,
  multipartBody,
  type FormFile,
  type MessagesTestKit,
} from '../messages/testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let users: string[];
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  users = await k.users('acme', 3);
});
afterAll(() => t.close());

type Receipt = RecipientMessage['receipt'];

/** A sent message with one unread receipt; returns the receipt's id (the recipient's link). */
async function unreadReceipt(options: { enableFeedback?: boolean } = {}): Promise<string> {
  const [user] = users;
  if (!user) throw new Error('acme has users');
  const sent = await k.sentMessage('acme', primary, [{ userId: user }], options);
  const receipt = sent.receipts[0];
  if (!receipt) throw new Error('no receipt');
  return receipt.id;
}

async function receiptRow(id: string) {
  const [row] = await t.db.select().from(messageReceipts).where(eq(messageReceipts.id, id));
  if (!row) throw new Error(`no receipt ${id}`);
  return row;
}

async function readCountOfReceipt(id: string): Promise<number> {
  const [row] = await selectRows<{ read: string | number }>(
    t.db,
    sql`select m.read from messages m join message_occurrences o on o.message_id = m.id
      join message_receipts r on r.occurrence_id = o.id where r.id = ${id}`,
  );
  return Number(row?.read);
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a message that carries an uploaded audio', () => {
  it('gives its recipient a signed link that plays it', async () => {
    const form = uploadForm({ kind: 'audio', title: 'Strike update' }, WAV_FILE);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${await t.tokenFor('admin@acme.test')}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const audio = uploaded.json<{ data: Upload }>().data;
    const id = await unreadReceipt();
    await t.db.execute(sql`update messages set upload_id = ${audio._id} where id = (
      select o.message_id from message_occurrences o join message_receipts r
        on r.occurrence_id = o.id where r.id = ${id})`);

    const response = await get(`/api/channel/pushcast/${id}`);
    expect(response.statusCode).toBe(200);
    const media = response.json<{ data: RecipientMessage }>().data.media;
    expect(media).toMatchObject({ kind: 'audio', title: 'Strike update' });
    const played = await get(media?.playbackUrl ?? '');
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(WAV_FILE.content as Buffer)).toBe(true);
    // A message without one has none.
    const plain = await get(`/api/channel/pushcast/${await unreadReceipt()}`);
    expect(plain.json<{ data: RecipientMessage }>().data.media).toBeNull();
  });
});

describe('GET /api/channel/sms/{id} and /api/channel/pushcast/{id}', () => {
  it('shows the message to its recipient without a token, marking nothing', async () => {
    const id = await unreadReceipt();
    for (const path of ['sms', 'pushcast']) {
      const response = await get(`/api/channel/${path}/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: RecipientMessage }>().data).toMatchObject({
        _id: id,
        title: 'Sent earlier',
        message: '<p>Sent earlier</p>',
        cp_name: 'Acme News',
        fileUrl: null,
        receipt: { is_read: false, readResponse: false, feedback: null, feedbackComment: null },
      });
    }
    expect((await receiptRow(id)).readAt).toBeNull();
  });

  it('answers 404 not_found to unknown ids, ids that are not uuids, and deleted messages', async () => {
    const id = await unreadReceipt();
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'abc', '1%20or%201=1']) {
      const response = await get(`/api/channel/sms/${bad}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    await t.db.execute(
      sql`update messages set is_deleted = true where id = (select o.message_id
        from message_occurrences o join message_receipts r on r.occurrence_id = o.id
        where r.id = ${id})`,
    );
    expect((await get(`/api/channel/pushcast/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/channel/sms/update/status/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/channel/sms/update/status/{id}', () => {
  it('marks the receipt opened once and counts it once, however often it is called', async () => {
    const id = await unreadReceipt();
    const before = await readCountOfReceipt(id);
    const first = await get(`/api/channel/sms/update/status/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: Receipt }>().data.is_read).toBe(true);
    const openedAt = (await receiptRow(id)).readAt;
    expect(openedAt).not.toBeNull();

    await Promise.all(Array.from({ length: 5 }, () => get(`/api/channel/sms/update/status/${id}`)));
    expect((await receiptRow(id)).readAt).toEqual(openedAt);
    expect(await readCountOfReceipt(id)).toBe(before + 1);
  });

  it('counts simultaneous first taps once', async () => {
    const id = await unreadReceipt();
    const before = await readCountOfReceipt(id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`/api/channel/sms/update/status/${id}`)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await readCountOfReceipt(id)).toBe(before + 1);
  });
});

describe('GET /api/channel/sms/update/read-response/{id}', () => {
  it('confirms the read and marks it opened if it was not', async () => {
    const id = await unreadReceipt();
    const before = await readCountOfReceipt(id);
    const response = await get(`/api/channel/sms/update/read-response/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Receipt }>().data).toMatchObject({
      is_read: true,
      readResponse: true,
    });
    await get(`/api/channel/sms/update/read-response/${id}`);
    await get(`/api/channel/sms/update/status/${id}`);
    expect(await readCountOfReceipt(id)).toBe(before + 1);
    expect(await receiptRow(id)).toMatchObject({ readResponse: true });
  });
});

describe('POST /api/channel/sms/update/feedback/{id}', () => {
  const feedback = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/channel/sms/update/feedback/${id}`, payload });

  it('keeps the first answer and comment, and answers the stored values to a repeat', async () => {
    const id = await unreadReceipt();
    const before = await readCountOfReceipt(id);
    const first = await feedback(id, { feedback: 1, feedbackComment: '  Thanks!  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: Receipt }>().data).toEqual({
      is_read: true,
      readResponse: false,
      feedback: 1,
      feedbackComment: 'Thanks!',
    });
    const repeat = await feedback(id, { feedback: 0, feedbackComment: 'changed my mind' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<{ data: Receipt }>().data).toMatchObject({
      feedback: 1,
      feedbackComment: 'Thanks!',
    });
    expect(await readCountOfReceipt(id)).toBe(before + 1);
  });

  it('lets an answer follow a dismissal, but not the other way round', async () => {
    const id = await unreadReceipt();
    await feedback(id, { feedback: -1 });
    expect((await receiptRow(id)).feedback).toBe(-1);
    await feedback(id, { feedback: 0, feedbackComment: 'No' });
    await feedback(id, { feedback: -1 });
    expect(await receiptRow(id)).toMatchObject({ feedback: 0, feedbackComment: 'No' });
  });

  it('refuses values outside 1, 0 and -1, and messages that ask for no feedback', async () => {
    const id = await unreadReceipt();
    for (const payload of [{ feedback: 2 }, { feedback: 'yes' }, {}]) {
      const response = await feedback(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    const quiet = await unreadReceipt({ enableFeedback: false });
    const response = await feedback(quiet, { feedback: 1 });
    expect(response.statusCode).toBe(400);
    expect((await receiptRow(quiet)).feedback).toBeNull();
    expect((await feedback('nope', { feedback: 1 })).statusCode).toBe(404);
  });
});

describe('GET /api/channel/file/{id}', () => {
  async function receiptOfMessageWith(file: FormFile): Promise<string> {
    const { payload, headers } = multipartBody(
      {
        data: JSON.stringify({
          cpId: primary,
          type: 'Regular Message',
          title: 'With a file',
          push_message: 'File',
          message: '<p>x</p>',
          device: 'all',
          isReadRequired: false,
          enableFeedback: false,
          audience: { kind: 'all' },
        }),
      },
      file,
    );
    const sent = await k.call(ACME, 'POST', '/messages/file', { payload, headers });
    expect(sent.statusCode).toBe(200);
    const messageId = sent.json<{ data: { message: { _id: string } } }>().data.message._id;
    const [occurrence] = await k.occurrencesOf(messageId);
    const [user] = users;
    if (!occurrence || !user) throw new Error('the message has an occurrence');
    // What the delivery worker writes for each recipient.
    const [receipt] = await t.db
      .insert(messageReceipts)
      .values({ occurrenceId: occurrence.id, mobileUserId: user, channel: 'push' })
      .returning();
    if (!receipt) throw new Error('no receipt');
    return receipt.id;
  }

  it('serves an HTML file sandboxed, under its name, and links it from the message', async () => {
    const id = await receiptOfMessageWith(HTML_FILE);
    const shown = await get(`/api/channel/sms/${id}`);
    expect(shown.json<{ data: RecipientMessage }>().data).toMatchObject({
      fileUrl: `/api/channel/file/${id}`,
      fileName: 'notice.html',
    });
    const response = await get(`/api/channel/file/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox;/);
    expect(String(response.headers['content-security-policy'])).not.toContain('allow-scripts');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="notice.html"; filename*=UTF-8''notice.html`,
    );
    expect(response.body).toBe(HTML_FILE.content);
  });

  it('serves a PDF with its type', async () => {
    const id = await receiptOfMessageWith(PDF_FILE);
    const response = await get(`/api/channel/file/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.toString()).toBe(PDF_FILE.content);
  });

  it('answers 404 for a message without a file and for unknown ids', async () => {
    const id = await unreadReceipt();
    expect((await get(`/api/channel/file/${id}`)).statusCode).toBe(404);
    expect((await get('/api/channel/file/not-an-id')).statusCode).toBe(404);
    const [any] = await t.db.select({ id: messages.id }).from(messages).limit(1);
    expect((await get(`/api/channel/file/${any?.id ?? ''}`)).statusCode).toBe(404);
  });
});
