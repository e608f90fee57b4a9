import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSummary } from '../../../contract/messages';
import type { Upload } from '../../../contract/uploads';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messages } from '../../db/schema/messages';
import { MP4_FILE, PDF_DOC, WAV_FILE, uploadForm } from '../uploads/testKit';
import {
  ACME,
  CHANNEL,
  GLOBEX,
  HTML_FILE,
  messagesTestKit,
  multipartBody,
  type FormFile,
  type MessagesTestKit,
} from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let otherChannel: string;
let audio: Upload;
let video: Upload;
let pdf: Upload;
let otherChannelAudio: Upload;
let globexAudio: Upload;

async function uploaded(
  email: string,
  fields: Parameters<typeof uploadForm>[0],
  file: FormFile,
): Promise<Upload> {
  const form = uploadForm(fields, file);
  const response = await k.call(email, 'POST', '/upload', {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Upload }>().data;
}

const body = (overrides: Record<string, unknown>) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'Listen in',
  push_message: 'A word from the union',
  message: '<p>Open the app to listen.</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  ...overrides,
});

const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  otherChannel = await k.channel('acme', 'SECONDARY');
  audio = await uploaded(ACME, { kind: 'audio', title: 'Address', channel: primary }, WAV_FILE);
  video = await uploaded(ACME, { kind: 'video', title: 'Clip', channel: primary }, MP4_FILE);
  pdf = await uploaded(ACME, { kind: 'document', title: 'Guide' }, PDF_DOC);
  otherChannelAudio = await uploaded(
    ACME,
    { kind: 'audio', title: 'Elsewhere', channel: otherChannel },
    WAV_FILE,
  );
  globexAudio = await uploaded(GLOBEX, { kind: 'audio', title: 'Theirs' }, WAV_FILE);
});
afterAll(() => t.close());

describe('a message that carries an uploaded file', () => {
  it('sends a Vocast with an audio file and a Vidcast with a video, shown on the message', async () => {
    const vocast = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ type: 'Vocast', uploadId: audio._id }),
    });
    expect(vocast.statusCode, vocast.body).toBe(200);
    const sent = vocast.json<{ data: { message: MessageSummary } }>().data.message;
    expect(sent.upload).toMatchObject({
      _id: audio._id,
      kind: 'audio',
      title: 'Address',
      contentUrl: `/upload/${audio._id}/content`,
    });
    const vidcast = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: body({
        type: 'Vidcast',
        uploadId: video._id,
        scheduleType: 'daily',
        schedule_time: '09:30',
        userTimeZone: 'Europe/Berlin',
      }),
    });
    expect(vidcast.statusCode, vidcast.body).toBe(200);
    const detail = await k.call(
      ACME,
      'GET',
      `/messages/acme/message/${vidcast.json<{ data: { message: MessageSummary } }>().data.message._id}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: { message: MessageSummary } }>().data.message.upload?._id).toBe(
      video._id,
    );
  });

  it('needs the right kind for the type, and stores nothing otherwise', async () => {
    const before = await messageCount();
    for (const [overrides, field] of [
      [{ type: 'Vocast' }, 'uploadId'],
      [{ type: 'Vocast', uploadId: video._id }, 'uploadId'],
      [{ type: 'Vidcast', uploadId: audio._id }, 'uploadId'],
      [{ type: 'Regular Message', uploadId: audio._id }, 'uploadId'],
    ] as const) {
      const response = await k.call(ACME, 'POST', '/messages/', { payload: body(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        details: [{ field }],
      });
    }
    expect(await messageCount()).toBe(before);
  });

  it('lets other types pick an uploaded document instead of a new file, not both', async () => {
    const picked = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ uploadId: pdf._id }),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<{ data: { message: MessageSummary } }>().data.message).toMatchObject({
      html_file: null,
      upload: { _id: pdf._id, kind: 'document', contentType: 'application/pdf' },
    });
    const form = multipartBody({ data: JSON.stringify(body({ uploadId: pdf._id })) }, HTML_FILE);
    const both = await k.call(ACME, 'POST', '/messages/file', {
      payload: form.payload,
      headers: form.headers,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ details: [{ field: 'uploadId' }] });
  });

  it('refuses another company’s file and another channel’s, storing nothing', async () => {
    const before = await messageCount();
    for (const id of [globexAudio._id, otherChannelAudio._id]) {
      const response = await k.call(ACME, 'POST', '/messages/', {
        payload: body({ type: 'Vocast', uploadId: id }),
      });
      expect(response.statusCode).toBe(404);
    }
    // Nor may globex send acme's file through its own channel.
    const globexChannel = await k.channel('globex', 'PRIMARY');
    const theirs = await k.call(GLOBEX, 'POST', '/messages/', {
      payload: body({ cpId: globexChannel, type: 'Vocast', uploadId: audio._id }),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('keeps a channel’s private video from its channel admin unless the channel allows it', async () => {
    await t.db.execute(
      sql`update content_providers set enable_private_video = false where id = ${primary}`,
    );
    const refused = await k.call(CHANNEL, 'POST', '/messages/', {
      payload: body({ cpId: undefined, type: 'Vidcast', uploadId: video._id }),
    });
    expect(refused.statusCode).toBe(404);
    const admin = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ type: 'Vidcast', uploadId: video._id }),
    });
    expect(admin.statusCode).toBe(200);
    await t.db.execute(
      sql`update content_providers set enable_private_video = true where id = ${primary}`,
    );
    const allowed = await k.call(CHANNEL, 'POST', '/messages/', {
      payload: body({ cpId: undefined, type: 'Vidcast', uploadId: video._id }),
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('keeps an uploaded file a scheduled message carries until that message is deleted', async () => {
    const kept = await uploaded(
      ACME,
      { kind: 'audio', title: 'Weekly', channel: primary },
      WAV_FILE,
    );
    const scheduled = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: body({
        type: 'Vocast',
        uploadId: kept._id,
        scheduleType: 'daily',
        schedule_time: '07:00',
        userTimeZone: 'Europe/Berlin',
      }),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const refused = await k.call(ACME, 'DELETE', `/upload/${kept._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'error_deleting_message' });
    expect((await k.call(ACME, 'GET', `/upload/${kept._id}/content`)).statusCode).toBe(200);

    const messageId = scheduled.json<{ data: { message: MessageSummary } }>().data.message._id;
    expect((await k.call(ACME, 'DELETE', `/messages/${messageId}`)).statusCode).toBe(200);
    expect((await k.call(ACME, 'DELETE', `/upload/${kept._id}`)).statusCode).toBe(200);
  });
});
