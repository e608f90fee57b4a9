import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../../contract/uploads';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { startS3Server } from '../../../tests/s3/s3Server';
import { createS3Store } from '../../providers/objectStorage/s3Store';
import { callerFor } from '../unionLinks/testKit';
import { PDF_DOC, WAV_FILE, memberPlayUrl, uploadForm } from './testKit';

const wav = WAV_FILE.content as Buffer;

async function uploaded(
  call: ReturnType<typeof callerFor>,
  fields: Parameters<typeof uploadForm>[0],
  file = WAV_FILE,
) {
  const form = uploadForm(fields, file);
  const response = await call('admin@acme.test', 'POST', '/upload', {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Upload }>().data;
}

describe.each(['folder', 's3'] as const)('GET /upload/{id}/content from the %s store', (kind) => {
  let t: TestApp;
  let stopS3: (() => Promise<void>) | null = null;
  let call: ReturnType<typeof callerFor>;
  let channelA: string;
  let audio: Upload;
  let pdf: Upload;

  async function counters() {
    const [row] = await selectRows<{ views: number; bytes: number; file_views: number }>(
      t.db,
      sql`select audio_views::int as views, audio_bytes_out::int as bytes, file_views::int as file_views
        from channel_usage_counters where content_provider_id = ${channelA}`,
    );
    return row;
  }

  beforeAll(async () => {
    if (kind === 's3') {
      const server = await startS3Server();
      stopS3 = server.stop;
      t = await createTestApp({ objectStore: createS3Store(server.settings) });
    } else {
      t = await createTestApp();
    }
    call = callerFor(t);
    channelA = await t.channelOfAdmin('channel@acme.test');
    audio = await uploaded(call, { kind: 'audio', title: 'Tone', channel: channelA });
    pdf = await uploaded(call, { kind: 'document', title: 'Guide', channel: channelA }, PDF_DOC);
  });
  afterAll(async () => {
    await t.close();
    if (stopS3) await stopS3();
  });

  it('sends the whole file with its type, length, ETag, caching and nosniff', async () => {
    const before = await counters();
    const response = await call('admin@acme.test', 'GET', audio.contentUrl);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(wav)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(wav.length),
      'accept-ranges': 'bytes',
      etag: `"${audio.sha256}"`,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="tone.wav"/);
    // An admin's download is not a member's play: the channel's counters stay as they were.
    expect(await counters()).toEqual(before);
  });

  it('answers byte ranges with 206 and the right bytes', async () => {
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=0-0', 0, 0],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${wav.length - 10}-`, wav.length - 10, wav.length - 1],
      ['bytes=-16', wav.length - 16, wav.length - 1],
      [`bytes=100-${wav.length + 500}`, 100, wav.length - 1],
    ] as const) {
      const response = await call('admin@acme.test', 'GET', audio.contentUrl, {
        headers: { range: header },
      });
      expect(response.statusCode, header).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${wav.length}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(wav.subarray(start, end + 1)), header).toBe(true);
    }
  });

  it('counts a member’s play, and a seek’s bytes but no new view', async () => {
    const start = await counters();
    await t.app.inject({ method: 'GET', url: memberPlayUrl(audio._id) });
    expect(await counters()).toMatchObject({
      views: (start?.views ?? 0) + 1,
      bytes: (start?.bytes ?? 0) + wav.length,
    });
    const before = await counters();
    await t.app.inject({
      method: 'GET',
      url: memberPlayUrl(audio._id),
      headers: { range: 'bytes=500-599' },
    });
    expect(await counters()).toMatchObject({
      views: before?.views ?? 0,
      bytes: (before?.bytes ?? 0) + 100,
    });
  });

  it('answers 416 for a range past the end, and counts nothing', async () => {
    const before = await counters();
    const response = await call('admin@acme.test', 'GET', audio.contentUrl, {
      headers: { range: `bytes=${wav.length}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(response.json()).toMatchObject({ code: 'range_not_satisfiable' });
    expect(await counters()).toEqual(before);
  });

  it('answers HEAD with the headers alone, and 304 for a known ETag', async () => {
    const before = await counters();
    const head = await call('admin@acme.test', 'HEAD' as 'GET', audio.contentUrl);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(wav.length));
    expect(head.rawPayload.length).toBe(0);
    const cached = await call('admin@acme.test', 'GET', audio.contentUrl, {
      headers: { 'if-none-match': `"${audio.sha256}"` },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(await counters()).toEqual(before);
  });

  it('serves documents only as sandboxed attachments, counted as files', async () => {
    const before = await counters();
    const response = await call('admin@acme.test', 'GET', pdf.contentUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="guide.pdf"/);
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await counters())?.file_views).toBe(before?.file_views ?? 0);
    await t.app.inject({ method: 'GET', url: memberPlayUrl(pdf._id) });
    expect((await counters())?.file_views).toBe((before?.file_views ?? 0) + 1);
  });

  it('keeps globex out', async () => {
    const response = await call('admin@globex.test', 'GET', audio.contentUrl, {
      headers: { range: 'bytes=0-9' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /upload/{id}/play: the signed playback link', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerFor>;
  let audio: Upload;

  beforeAll(async () => {
    t = await createTestApp();
    call = callerFor(t);
    const channelA = await t.channelOfAdmin('channel@acme.test');
    audio = await uploaded(call, { kind: 'audio', title: 'Tone', channel: channelA });
  });
  afterAll(() => t.close());

  it('plays without a session, answering ranges, from the link the list and detail carry', async () => {
    const list = await call('admin@acme.test', 'GET', '/upload?type=audio');
    const listed = list.json<{ data: { uploads: Upload[] } }>().data.uploads;
    expect(listed.find((u) => u._id === audio._id)?.playbackUrl).toBe(audio.playbackUrl);
    expect(audio.playbackUrl).toMatch(
      new RegExp(`^/upload/${audio._id}/play\\?expires=\\d+&signature=[\\w-]{43}&preview=true$`),
    );

    const whole = await t.app.inject({ method: 'GET', url: audio.playbackUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(wav)).toBe(true);
    expect(whole.headers['content-type']).toBe('audio/wav');

    const part = await t.app.inject({
      method: 'GET',
      url: audio.playbackUrl,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(wav.subarray(10, 20))).toBe(true);
  });

  it('refuses a link changed to another file, another expiry or another signature', async () => {
    const url = new URL(audio.playbackUrl, 'http://api.test');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const other = '00000000-0000-4000-8000-000000000001';
    for (const changed of [
      `/upload/${other}/play?expires=${expires}&signature=${signature}`,
      `/upload/${audio._id}/play?expires=${expires + 3600}&signature=${signature}`,
      `/upload/${audio._id}/play?expires=${expires}&signature=${'A'.repeat(43)}`,
      `/upload/${audio._id}/play?expires=1&signature=${signature}`,
      // A preview link passed off as a member's, to be counted: not signed as one.
      `/upload/${audio._id}/play?expires=${expires}&signature=${signature}`,
      // A member's link passed off as a preview, to go uncounted: not signed as one either.
      `${memberPlayUrl(audio._id)}&preview=true`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: changed });
      expect(response.statusCode, changed).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('views and data sent count members’ plays only', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerFor>;
  let channelA: string;
  let audio: Upload;

  async function counters() {
    const [row] = await selectRows<{ views: number; bytes: number }>(
      t.db,
      sql`select audio_views::int as views, audio_bytes_out::int as bytes
        from channel_usage_counters where content_provider_id = ${channelA}`,
    );
    const file = await call('admin@acme.test', 'GET', `/upload/${audio._id}`);
    const { views, bytesSent } = file.json<{ data: Upload }>().data;
    return { channel: row, file: { views, bytesSent } };
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = callerFor(t);
    channelA = await t.channelOfAdmin('channel@acme.test');
    audio = await uploaded(call, { kind: 'audio', title: 'Tone', channel: channelA });
  });
  afterAll(() => t.close());

  it('leaves the counters as they were when an admin opens the file in the console', async () => {
    const before = await counters();
    // The edit page's player, as the detail answer hands it out: whole, then a seek.
    const detail = await call('admin@acme.test', 'GET', `/upload/${audio._id}`);
    const preview = detail.json<{ data: Upload }>().data.playbackUrl;
    const whole = await t.app.inject({ method: 'GET', url: preview });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(wav)).toBe(true);
    await t.app.inject({ method: 'GET', url: preview, headers: { range: 'bytes=100-199' } });
    // Its download button, and the signed-in download.
    await t.app.inject({ method: 'GET', url: `${preview}&download=true` });
    await call('admin@acme.test', 'GET', audio.contentUrl);
    expect(await counters()).toEqual(before);
  });

  it('counts a member’s play, on the file and its channel alike', async () => {
    const before = await counters();
    const played = await t.app.inject({ method: 'GET', url: memberPlayUrl(audio._id) });
    expect(played.statusCode).toBe(200);
    expect(await counters()).toEqual({
      channel: {
        views: (before.channel?.views ?? 0) + 1,
        bytes: (before.channel?.bytes ?? 0) + wav.length,
      },
      file: { views: before.file.views + 1, bytesSent: before.file.bytesSent + wav.length },
    });
  });

  it('keeps another organisation’s admin from the file, counting nothing', async () => {
    const before = await counters();
    const response = await call('admin@globex.test', 'GET', `/upload/${audio._id}`);
    expect(response.statusCode).toBe(404);
    expect(await counters()).toEqual(before);
  });
});
