import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { wavTone } from '../../db/seed/uploadSamples';
import { createFolderStore } from '../../providers/objectStorage/folderStore';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { callerFor } from '../unionLinks/testKit';
import { HTML_DOC, MP4_FILE, PDF_DOC, WAV_FILE, uploadForm } from './testKit';
import type { Upload } from '../../../contract/uploads';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
let channelA: string;
let channelB: string;

beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
  channelA = await t.channelOfAdmin('channel@acme.test');
  channelB = await t.channelOfAdmin('channel5@acme.test');
});
afterAll(() => t.close());

const sha = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

async function upload(
  email: string,
  fields: Parameters<typeof uploadForm>[0],
  file: Parameters<typeof uploadForm>[1],
  company?: string,
) {
  const form = uploadForm(fields, file);
  return call(email, 'POST', '/upload', {
    payload: form.payload,
    headers: form.headers,
    ...(company ? { company } : {}),
  });
}

async function created(email: string, fields: Parameters<typeof uploadForm>[0], file = WAV_FILE) {
  const response = await upload(email, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Upload }>().data;
}

describe('POST /upload', () => {
  it('stores an audio file by its content, in the channel, with an audit entry', async () => {
    const file = await created('admin@acme.test', {
      kind: 'audio',
      title: 'Welcome tone',
      description: 'A short tone',
      channel: channelA,
    });
    expect(file).toMatchObject({
      kind: 'audio',
      title: 'Welcome tone',
      description: 'A short tone',
      contentType: 'audio/wav',
      fileName: 'tone.wav',
      size: WAV_FILE.content.length,
      sha256: sha(WAV_FILE.content),
      channelID: channelA,
      companyID: 'acme',
      contentUrl: `/upload/${file._id}/content`,
    });
    const entries = await selectRows<{ outcome: string; target_id: string | null }>(
      t.db,
      sql`select outcome, target_id from audit_log where route = '/upload' and method = 'POST' order by at desc limit 1`,
    );
    expect(entries[0]?.outcome).toBe('succeeded');
  });

  it('judges the type by content: a WAV sent as a video is refused, a PDF holding HTML too', async () => {
    const wrongKind = await upload(
      'admin@acme.test',
      { kind: 'video', title: 'Not a video' },
      WAV_FILE,
    );
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json()).toMatchObject({ code: 'error_upload_type' });

    const disguised = await upload(
      'admin@acme.test',
      { kind: 'document', title: 'Disguised' },
      { name: 'report.pdf', type: 'application/pdf', content: HTML_DOC.content },
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ code: 'error_upload_type_mismatch' });

    const renamed = await upload(
      'admin@acme.test',
      { kind: 'audio', title: 'Renamed' },
      { name: 'song.mp3', type: 'application/octet-stream', content: PDF_DOC.content },
    );
    expect(renamed.statusCode).toBe(415);

    const rows = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from uploads where title in ('Not a video', 'Disguised', 'Renamed')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('stores a PDF and a video, and sanitises HTML before storing it', async () => {
    const pdf = await created('admin@acme.test', { kind: 'document', title: 'Guide' }, PDF_DOC);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', channelID: null });
    const video = await created(
      'admin@acme.test',
      { kind: 'video', title: 'Clip', channel: channelA },
      MP4_FILE,
    );
    expect(video.contentType).toBe('video/mp4');

    const html = await created('admin@acme.test', { kind: 'document', title: 'Notice' }, HTML_DOC);
    expect(html.contentType).toBe('text/html');
    const served = await call('admin@acme.test', 'GET', `/upload/${html._id}/content`);
    expect(served.body).toContain('<h1>Notice</h1>');
    expect(served.body).not.toContain('script');
    expect(served.body).not.toContain('onclick');
  });

  it('refuses a file over its kind’s limit, leaving nothing stored', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tidings-limit-'));
    const limited = await createTestApp({
      env: { UPLOAD_MAX_MB_AUDIO: '1' },
      objectStore: createFolderStore(root),
    });
    try {
      const token = await limited.tokenFor('admin@acme.test');
      const big = { ...WAV_FILE, content: wavTone(70) }; // 70 s at 8 kHz: about 1.1 MB
      const form = uploadForm({ kind: 'audio', title: 'Too long' }, big);
      const response = await limited.app.inject({
        method: 'POST',
        url: '/upload',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'payload_too_large' });
      const small = uploadForm({ kind: 'audio', title: 'Fits' }, WAV_FILE);
      const fits = await limited.app.inject({
        method: 'POST',
        url: '/upload',
        payload: small.payload,
        headers: { ...small.headers, ...bearer(token) },
      });
      expect(fits.statusCode).toBe(201);
      const rows = await selectRows<{ title: string }>(limited.db, sql`select title from uploads`);
      expect(rows.map((row) => row.title)).toEqual(['Fits']);
      const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) =>
        e.isFile(),
      );
      expect(files).toHaveLength(1);
    } finally {
      await limited.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('checks the fields: kind, title, and a channel of the caller’s own scope', async () => {
    const noKind = await upload('admin@acme.test', { kind: 'sound', title: 'x' }, WAV_FILE);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json()).toMatchObject({ details: [{ field: 'kind' }] });
    const noTitle = await upload('admin@acme.test', { kind: 'audio', title: ' ' }, WAV_FILE);
    expect(noTitle.statusCode).toBe(400);
    const noFile = await upload('admin@acme.test', { kind: 'audio', title: 'x' }, undefined);
    expect(noFile.statusCode).toBe(400);
    const otherChannel = await upload(
      'channel@acme.test',
      { kind: 'audio', title: 'x', channel: channelB },
      WAV_FILE,
    );
    expect(otherChannel.statusCode).toBe(404);
    const acmeChannel = await upload(
      'admin@globex.test',
      { kind: 'audio', title: 'x', channel: channelA },
      WAV_FILE,
    );
    expect(acmeChannel.statusCode).toBe(404);
  });

  it('puts a channel admin’s file in their channel', async () => {
    const file = await created('channel@acme.test', { kind: 'audio', title: 'Channel tone' });
    expect(file.channelID).toBe(channelA);
  });
});

describe('the list, one file, update and delete', () => {
  let acmeAudio: Upload;
  let privateVideo: Upload;
  beforeAll(async () => {
    acmeAudio = await created('admin@acme.test', {
      kind: 'audio',
      title: 'Listed tone',
      channel: channelA,
    });
    await t.db.execute(
      sql`update content_providers set enable_private_video = false where id = ${channelA}`,
    );
    privateVideo = await created(
      'admin@acme.test',
      { kind: 'video', title: 'Private clip', channel: channelA },
      MP4_FILE,
    );
  });

  it('lists by type and search, newest first, with a total', async () => {
    const response = await call(
      'admin@acme.test',
      'GET',
      '/upload?type=audio&search=listed&limit=5',
    );
    expect(response.statusCode).toBe(200);
    const { uploads, total } = response.json<{ data: { uploads: Upload[]; total: number } }>().data;
    expect(total).toBe(1);
    expect(uploads.map((u) => u._id)).toEqual([acmeAudio._id]);
    const all = await call('admin@acme.test', 'GET', '/upload?limit=2&offset=0');
    expect(all.json<{ data: { uploads: Upload[]; total: number } }>().data.uploads).toHaveLength(2);
  });

  it('sorts by title, size or date, either way', async () => {
    await created('admin@acme.test', { kind: 'audio', title: 'Aardvark tone', channel: channelA });
    await created('admin@acme.test', { kind: 'audio', title: 'Zebra tone', channel: channelA });
    const titles = async (query: string) => {
      const response = await call('admin@acme.test', 'GET', `/upload?type=audio&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { uploads: Upload[] } }>().data.uploads.map((u) => u.title);
    };
    const byTitle = await titles('sort=title');
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : 1)));
    expect(byTitle[0]).toBe('Aardvark tone');
    expect((await titles('sort=title&order=desc'))[0]).toBe('Zebra tone');
    expect((await titles('sort=dateCreated'))[0]).toBe('Zebra tone');
    expect((await call('admin@acme.test', 'GET', '/upload?sort=views&order=desc')).statusCode).toBe(
      200,
    );
    const refused = await call('admin@acme.test', 'GET', '/upload?sort=channel');
    expect(refused.statusCode).toBe(400);
  });

  it('keeps acme’s files from globex: list, detail, content, update and delete', async () => {
    const list = await call('admin@globex.test', 'GET', '/upload');
    expect(list.json<{ data: { total: number } }>().data.total).toBe(0);
    for (const [method, url] of [
      ['GET', `/upload/${acmeAudio._id}`],
      ['GET', `/upload/${acmeAudio._id}/content`],
      ['DELETE', `/upload/${acmeAudio._id}`],
    ] as const) {
      expect((await call('admin@globex.test', method, url)).statusCode).toBe(404);
    }
    const update = await call('admin@globex.test', 'PUT', `/upload/${acmeAudio._id}`, {
      payload: { title: 'Taken' },
    });
    expect(update.statusCode).toBe(404);
    expect((await call('admin@acme.test', 'GET', `/upload/${acmeAudio._id}`)).json()).toMatchObject(
      {
        data: { title: 'Listed tone' },
      },
    );
  });

  it('shows a channel’s videos to its channel admin only when private video is on', async () => {
    const hidden = await call('channel@acme.test', 'GET', `/upload/${privateVideo._id}`);
    expect(hidden.statusCode).toBe(404);
    const list = await call('channel@acme.test', 'GET', '/upload?type=video');
    expect(list.json<{ data: { total: number } }>().data.total).toBe(0);
    const refused = await upload('channel@acme.test', { kind: 'video', title: 'No' }, MP4_FILE);
    expect(refused.statusCode).toBe(403);
    // Groups 1 and 4 see it whatever the channel says.
    expect((await call('admin@acme.test', 'GET', `/upload/${privateVideo._id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call('super@tidings.test', 'GET', `/upload/${privateVideo._id}`)).statusCode,
    ).toBe(200);

    await t.db.execute(
      sql`update content_providers set enable_private_video = true where id = ${channelA}`,
    );
    expect((await call('channel@acme.test', 'GET', `/upload/${privateVideo._id}`)).statusCode).toBe(
      200,
    );
  });

  it('keeps channel B’s admin from channel A’s files', async () => {
    expect((await call('channel5@acme.test', 'GET', `/upload/${acmeAudio._id}`)).statusCode).toBe(
      404,
    );
  });

  it('changes the title, description and channel, audited', async () => {
    const response = await call('admin@acme.test', 'PUT', `/upload/${acmeAudio._id}`, {
      payload: { title: 'Renamed tone', description: 'Now in B', channelID: channelB },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { title: 'Renamed tone', description: 'Now in B', channelID: channelB },
    });
    const changes = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where route = '/upload/:id' and method = 'PUT' and outcome = 'succeeded'`,
    );
    expect(changes[0]?.n).toBe(1);
    const bad = await call('admin@acme.test', 'PUT', `/upload/${acmeAudio._id}`, { payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes the row and the stored bytes', async () => {
    const file = await created('admin@acme.test', { kind: 'audio', title: 'Short-lived' });
    const key = await selectRows<{ storage_key: string }>(
      t.db,
      sql`select storage_key from uploads where id = ${file._id}`,
    );
    const storageKey = key[0]?.storage_key ?? '';
    expect(await t.objectStore.head(storageKey)).toEqual({ size: WAV_FILE.content.length });
    const response = await call('admin@acme.test', 'DELETE', `/upload/${file._id}`);
    expect(response.statusCode).toBe(200);
    expect((await call('admin@acme.test', 'GET', `/upload/${file._id}`)).statusCode).toBe(404);
    expect(await t.objectStore.head(storageKey)).toBeNull();
  });

  it('needs a session and the audioManager key', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/upload' });
    expect(anonymous.statusCode).toBe(401);
    const messaging = await call('messaging@acme.test', 'GET', '/upload');
    expect(messaging.statusCode).toBe(200);
    // Acme's own role 'Content editor' holds audioManager.
    expect((await call('editor@acme.test', 'GET', '/upload')).statusCode).toBe(200);
  });
});
