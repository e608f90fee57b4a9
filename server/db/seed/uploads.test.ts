import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../../contract/uploads';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { seedDemoUploads } from './uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo uploads', () => {
  it('seeds acme’s audio, video and documents once, with their bytes in the store', async () => {
    expect(await seedDemoUploads(t.db, t.objectStore)).toBe(true);
    expect(await seedDemoUploads(t.db, t.objectStore)).toBe(false);

    const token = await t.tokenFor('admin@acme.test');
    const list = await t.app.inject({ method: 'GET', url: '/upload', headers: bearer(token) });
    const { uploads } = list.json<{ data: { uploads: Upload[] } }>().data;
    expect(uploads.map((u) => u.title).sort()).toEqual([
      'Member guide',
      'Office hours notice',
      'Playback check',
      'Welcome message',
    ]);
    const byTitle = new Map(uploads.map((u) => [u.title, u]));
    expect(byTitle.get('Welcome message')).toMatchObject({
      kind: 'audio',
      contentType: 'audio/mpeg',
      conversion: 'none',
    });
    expect(byTitle.get('Welcome message')?.durationSeconds).toBeGreaterThan(2);
    expect(byTitle.get('Playback check')).toMatchObject({ kind: 'video', durationSeconds: 4 });
    expect(byTitle.get('Member guide')).toMatchObject({
      contentType: 'application/pdf',
      durationSeconds: null,
    });
    for (const upload of uploads) {
      const content = await t.app.inject({
        method: 'GET',
        url: upload.contentUrl,
        headers: bearer(token),
      });
      expect(content.statusCode, upload.title).toBe(200);
      expect(createHash('sha256').update(content.rawPayload).digest('hex')).toBe(upload.sha256);
    }

    const globex = await t.tokenFor('admin@globex.test');
    const theirs = await t.app.inject({ method: 'GET', url: '/upload', headers: bearer(globex) });
    expect(theirs.json<{ data: { total: number } }>().data.total).toBe(0);
  });
});
