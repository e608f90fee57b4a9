import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Upload } from '../../../contract/uploads';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { startS3Server } from '../../../tests/s3/s3Server';
import { createS3Store } from '../../providers/objectStorage/s3Store';
import { selectRows } from '../../db/rows';
import { callerFor } from '../unionLinks/testKit';
import { mediaToolsHere, movFile, quickTimeClip, quickTimeHead, stalledFfmpeg } from './testKit';
import { createMediaWorker } from './mediaWorker';
import { PDF_DOC, WAV_FILE, uploadForm } from './testKit';
import type { FormFile } from '../messages/testKit';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function uploaded(t: TestApp, fields: Parameters<typeof uploadForm>[0], file: FormFile) {
  const form = uploadForm(fields, file);
  const response = await callerFor(t)('admin@acme.test', 'POST', '/upload', {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Upload }>().data;
}

async function current(t: TestApp, id: string): Promise<Upload> {
  const response = await callerFor(t)('admin@acme.test', 'GET', `/upload/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Upload }>().data;
}

async function content(t: TestApp, id: string): Promise<Buffer> {
  const response = await callerFor(t)('admin@acme.test', 'GET', `/upload/${id}/content`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function movConversionMs(t: TestApp, channelId: string): Promise<number> {
  const [row] = await selectRows<{ ms: number }>(
    t.db,
    sql`select mov_conversion_ms::int as ms from channel_usage_counters
      where content_provider_id = ${channelId}`,
  );
  return row?.ms ?? -1;
}

const waitFor = <T>(check: () => Promise<T>) =>
  vi.waitFor(check, { timeout: 30_000, interval: 100 });

describe('media facts and QuickTime conversion, with the tools this machine has', () => {
  let t: TestApp;
  let toolsHere: boolean;
  let mov: Buffer;
  let channelA: string;
  beforeAll(async () => {
    toolsHere = await mediaToolsHere();
    mov = toolsHere ? await quickTimeClip() : quickTimeHead();
    t = await createTestApp();
    channelA = await t.channelOfAdmin('channel@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads an audio file’s length after the upload (null without ffprobe)', async () => {
    const audio = await uploaded(t, { kind: 'audio', title: 'One second' }, WAV_FILE);
    expect(audio).toMatchObject({ conversion: 'none', views: 0, bytesSent: 0 });
    if (!toolsHere) {
      expect(audio.durationSeconds).toBeNull();
      return;
    }
    const probed = await waitFor(async () => {
      const now = await current(t, audio._id);
      expect(now.durationSeconds).not.toBeNull();
      return now;
    });
    expect(probed.durationSeconds).toBeCloseTo(1, 1);
    expect(probed.durationPending).toBe(false);
  });

  it('lists the length the detail has once it is known, and says when it is still to come', async () => {
    const audio = await uploaded(t, { kind: 'audio', title: 'Listed length' }, WAV_FILE);
    // Read in the background: the upload's answer either has it already or says it is coming.
    expect(audio.durationPending || audio.durationSeconds !== null).toBe(true);
    const listed = async () => {
      const list = await callerFor(t)('admin@acme.test', 'GET', '/upload?type=audio&limit=100');
      const row = list.json<{ data: { uploads: Upload[] } }>().data.uploads;
      return row.find((item) => item._id === audio._id);
    };
    const settled = await waitFor(async () => {
      const row = await listed();
      expect(row?.durationPending).toBe(false);
      return row;
    });
    const detail = await current(t, audio._id);
    expect(settled?.durationSeconds).toBe(detail.durationSeconds);
    expect(detail.durationPending).toBe(false);
    if (toolsHere) expect(settled?.durationSeconds).toBeCloseTo(1, 1);
    else expect(settled?.durationSeconds).toBeNull();
    // A document has no length to wait for.
    const pdf = await uploaded(t, { kind: 'document', title: 'No length' }, PDF_DOC);
    expect(pdf).toMatchObject({ durationSeconds: null, durationPending: false });
  });

  it('converts a .mov to MP4, replacing the bytes, type, size and hash, timed on its channel', async () => {
    const before = await movConversionMs(t, channelA);
    const video = await uploaded(
      t,
      { kind: 'video', title: 'Interview', channel: channelA },
      {
        ...movFile(mov),
      },
    );
    expect(video).toMatchObject({ contentType: 'video/quicktime', sha256: sha256(mov) });
    if (!toolsHere) {
      expect(video.conversion).toBe('unavailable');
      expect(await content(t, video._id)).toEqual(mov);
      return;
    }
    expect(video.conversion).toBe('pending');
    const done = await waitFor(async () => {
      const now = await current(t, video._id);
      expect(now.conversion).toBe('done');
      return now;
    });
    const bytes = await content(t, video._id);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(done).toMatchObject({
      contentType: 'video/mp4',
      fileName: 'interview.mp4',
      size: bytes.length,
      sha256: sha256(bytes),
    });
    expect(done.sha256).not.toBe(sha256(mov));
    expect(done.durationSeconds).toBeCloseTo(1, 0);
    expect(await movConversionMs(t, channelA)).toBeGreaterThan(before);
    // The original's bytes are gone from the store; only the converted file is kept.
    expect(await t.objectStore.head(`uploads/${await t.companyIdOf('acme')}/${video._id}`)).toBe(
      null,
    );
  });
});

describe('without ffmpeg (FFMPEG_PATH names nothing)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a .mov as uploaded and says conversion is unavailable', async () => {
    const head = quickTimeHead();
    const video = await uploaded(t, { kind: 'video', title: 'Kept as is' }, movFile(head));
    expect(video).toMatchObject({
      conversion: 'unavailable',
      contentType: 'video/quicktime',
      durationSeconds: null,
    });
    expect(await content(t, video._id)).toEqual(head);
    const audio = await uploaded(t, { kind: 'audio', title: 'Tone' }, WAV_FILE);
    expect(audio.conversion).toBe('none');
  });
});

describe('a conversion cut off by a stop', () => {
  let t: TestApp;
  let stalled: Awaited<ReturnType<typeof stalledFfmpeg>>;
  let toolsHere: boolean;
  beforeAll(async () => {
    toolsHere = await mediaToolsHere();
    stalled = await stalledFfmpeg();
    t = await createTestApp({ env: { FFMPEG_PATH: stalled.path } });
  });
  afterAll(async () => {
    await t.close();
    await stalled.remove();
  });

  it('leaves the original playable and pending, and the next start converts it', async () => {
    const mov = toolsHere ? await quickTimeClip() : quickTimeHead();
    const video = await uploaded(t, { kind: 'video', title: 'Cut off' }, movFile(mov));
    expect(video.conversion).toBe('pending');
    // The stand-in ffmpeg never finishes: what is stored is still the original, whole.
    expect(await content(t, video._id)).toEqual(mov);

    // The next start, with the real tool (or none): the worker picks up what was left.
    const restarted = createMediaWorker(t.db, t.objectStore, {
      ffmpegPath: toolsHere ? 'ffmpeg' : '/nonexistent/ffmpeg',
      ffprobePath: 'ffprobe',
      dataDir: await mkdtemp(join(tmpdir(), 'tidings-restart-')),
    });
    await restarted.resume();
    await restarted.idle();
    const after = await current(t, video._id);
    if (toolsHere) {
      expect(after).toMatchObject({ conversion: 'done', contentType: 'video/mp4' });
      expect(sha256(await content(t, video._id))).toBe(after.sha256);
    } else {
      expect(after.conversion).toBe('unavailable');
    }
    await restarted.close();
  });
});

describe('conversion with the S3 store', () => {
  let t: TestApp;
  let stopS3: () => Promise<void>;
  let toolsHere: boolean;
  beforeAll(async () => {
    toolsHere = await mediaToolsHere();
    const server = await startS3Server();
    stopS3 = server.stop;
    t = await createTestApp({ objectStore: createS3Store(server.settings) });
  });
  afterAll(async () => {
    await t.close();
    await stopS3();
  });

  it('reads the original from the bucket and writes the MP4 back to it', async () => {
    const mov = toolsHere ? await quickTimeClip() : quickTimeHead();
    const video = await uploaded(t, { kind: 'video', title: 'From the bucket' }, movFile(mov));
    if (!toolsHere) {
      expect(video.conversion).toBe('unavailable');
      return;
    }
    const done = await waitFor(async () => {
      const now = await current(t, video._id);
      expect(now.conversion).toBe('done');
      return now;
    });
    const bytes = await content(t, video._id);
    expect(done).toMatchObject({ contentType: 'video/mp4', sha256: sha256(bytes) });
    expect(bytes.equals(mov)).toBe(false);
  });
});
