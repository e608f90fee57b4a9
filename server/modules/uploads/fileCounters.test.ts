import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../../contract/uploads';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { callerFor } from '../unionLinks/testKit';
import type { FormFile } from '../messages/testKit';
import { MP4_FILE, WAV_FILE, memberPlayUrl, uploadForm } from './testKit';

const wav = WAV_FILE.content as Buffer;

/** A member plays a file by the link their message carries (the console's own plays are not counted). */
const play = (t: TestApp, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: memberPlayUrl(id), headers });

describe('per-file views and bytes sent', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerFor>;
  let channelA: string;

  async function uploaded(fields: Parameters<typeof uploadForm>[0], file: FormFile = WAV_FILE) {
    const form = uploadForm(fields, file);
    const response = await call('admin@acme.test', 'POST', '/upload', {
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Upload }>().data;
  }

  async function facts(id: string, as = 'admin@acme.test') {
    const response = await call(as, 'GET', `/upload/${id}`);
    expect(response.statusCode).toBe(200);
    const { views, bytesSent } = response.json<{ data: Upload }>().data;
    return { views, bytesSent };
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = callerFor(t);
    channelA = await t.channelOfAdmin('channel@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds exactly the bytes each Range response carries, and a view only from the first byte', async () => {
    const audio = await uploaded({ kind: 'audio', title: 'Counted', channel: channelA });
    const other = await uploaded({ kind: 'audio', title: 'Not played', channel: channelA });
    let sent = 0;
    for (const range of ['bytes=0-99', 'bytes=100-1099', `bytes=-16`, `bytes=2000-`]) {
      const response = await play(t, audio._id, { range });
      expect(response.statusCode, range).toBe(206);
      sent += response.rawPayload.length;
    }
    const whole = await play(t, audio._id);
    sent += whole.rawPayload.length;
    expect(sent).toBe(100 + 1000 + 16 + (wav.length - 2000) + wav.length);
    // Neither HEAD, a 304 nor a 416 sends bytes: none is counted.
    await t.app.inject({ method: 'HEAD', url: memberPlayUrl(audio._id) });
    await play(t, audio._id, { 'if-none-match': `"${audio.sha256}"` });
    await play(t, audio._id, { range: `bytes=${wav.length}-` });

    expect(await facts(audio._id)).toEqual({ views: 2, bytesSent: sent });
    expect(await facts(other._id)).toEqual({ views: 0, bytesSent: 0 });
  });

  it('counts a file without a channel too', async () => {
    const own = await uploaded({ kind: 'audio', title: 'Company tone' });
    await play(t, own._id);
    expect(await facts(own._id)).toEqual({ views: 1, bytesSent: wav.length });
  });

  it('does not let globex serve acme’s file, nor count it', async () => {
    const audio = await uploaded({ kind: 'audio', title: 'Acme only', channel: channelA });
    const response = await call('admin@globex.test', 'GET', audio.contentUrl);
    expect(response.statusCode).toBe(404);
    expect(await facts(audio._id)).toEqual({ views: 0, bytesSent: 0 });
  });

  it('refuses a private video’s bytes to the admin of a channel without the flag', async () => {
    await t.db.execute(
      sql`update content_providers set enable_private_video = false where id = ${channelA}`,
    );
    const video = await uploaded({ kind: 'video', title: 'Private', channel: channelA }, MP4_FILE);
    const refused = await call('channel@acme.test', 'GET', video.contentUrl);
    expect(refused.statusCode).toBe(404);
    expect((await call('channel@acme.test', 'GET', `/upload/${video._id}`)).statusCode).toBe(404);
    expect(await facts(video._id)).toEqual({ views: 0, bytesSent: 0 });

    await t.db.execute(
      sql`update content_providers set enable_private_video = true where id = ${channelA}`,
    );
    const served = await call('channel@acme.test', 'GET', video.contentUrl);
    expect(served.statusCode).toBe(200);
    // The admin's own look is not counted; a member's play is.
    expect(await facts(video._id)).toEqual({ views: 0, bytesSent: 0 });
    const played = await play(t, video._id);
    expect(await facts(video._id)).toEqual({ views: 1, bytesSent: played.rawPayload.length });
  });
});
