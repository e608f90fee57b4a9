import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { wavTone } from '../../db/seed/uploadSamples';
import { createFolderStore } from '../../providers/objectStorage/folderStore';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let base: string;
let acmeToken: string;
const file = wavTone(20); // about 320 KB

const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  acmeToken = await t.tokenFor('admin@acme.test');
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });

async function create(token: string, fields: Record<string, string>, length = file.length) {
  return fetch(`${base}/upload/tus`, {
    method: 'POST',
    headers: {
      ...auth(token),
      'upload-length': String(length),
      'upload-metadata': metadata(fields),
    },
  });
}

/** Sends `bytes` from `offset`, and cuts the connection after `cutAfter` of them when given. */
function patch(url: string, token: string, offset: number, bytes: Buffer, cutAfter?: number) {
  return new Promise<
    { status: number; headers: Record<string, string | string[] | undefined> } | 'cut'
  >((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...auth(token),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    request.on('error', (error) => (cutAfter !== undefined ? resolve('cut') : reject(error)));
    if (cutAfter === undefined) {
      request.end(bytes);
    } else {
      request.write(bytes.subarray(0, cutAfter), () => {
        setTimeout(() => {
          request.destroy();
          resolve('cut');
        }, 200);
      });
    }
  });
}

async function offsetOf(url: string, token: string) {
  const response = await fetch(url, { method: 'HEAD', headers: auth(token) });
  return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
}

describe('resumable uploads (tus)', () => {
  it('resumes a dropped upload and stores the same bytes', async () => {
    const created = await create(acmeToken, {
      kind: 'audio',
      title: 'Resumed tone',
      filename: 'resumed.wav',
      filetype: 'audio/wav',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toContain('/upload/tus/');

    expect(await patch(location, acmeToken, 0, file, 100_000)).toBe('cut');
    const { status, offset } = await offsetOf(location, acmeToken);
    expect(status).toBe(200);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(100_000);

    const finished = await patch(location, acmeToken, offset, file.subarray(offset));
    expect(finished).not.toBe('cut');
    if (finished === 'cut') return;
    expect(finished.status).toBe(204);
    const id = String(finished.headers['upload-id'] ?? '');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const content = await t.app.inject({
      method: 'GET',
      url: `/upload/${id}/content`,
      headers: { authorization: `Bearer ${acmeToken}` },
    });
    expect(content.statusCode).toBe(200);
    expect(createHash('sha256').update(content.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(file).digest('hex'),
    );
    const [entry] = await selectRows<{ outcome: string }>(
      t.db,
      sql`select outcome from audit_log where route = '/upload/tus/:id' and method = 'PATCH'`,
    );
    expect(entry?.outcome).toBe('succeeded');
  });

  it('lets the console read the answers across origins, and no other origin', async () => {
    const fromConsole = await fetch(`${base}/upload/tus`, {
      method: 'POST',
      headers: {
        ...auth(acmeToken),
        origin: 'http://console.test',
        'upload-length': String(file.length),
        'upload-metadata': metadata({ kind: 'audio', title: 'Across origins' }),
      },
    });
    expect(fromConsole.status).toBe(201);
    expect(fromConsole.headers.get('access-control-allow-origin')).toBe('http://console.test');
    expect(fromConsole.headers.get('access-control-expose-headers')).toMatch(/Upload-Id/);
    const elsewhere = await fetch(`${base}/upload/tus/${'0'.repeat(32)}`, {
      method: 'HEAD',
      headers: { ...auth(acmeToken), origin: 'https://evil.example' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('needs a session, the scope, and the admin who began it', async () => {
    const anonymous = await fetch(`${base}/upload/tus`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);

    const channelA = await t.channelOfAdmin('channel@acme.test');
    const globexToken = await t.tokenFor('admin@globex.test');
    const intoAcme = await create(globexToken, { kind: 'audio', title: 'x', channel: channelA });
    expect(intoAcme.status).toBe(404);

    const created = await create(acmeToken, { kind: 'audio', title: 'Mine' });
    const location = created.headers.get('location') ?? '';
    expect((await offsetOf(location, globexToken)).status).toBe(404);
    expect((await offsetOf(location, acmeToken)).status).toBe(200);
  });

  it('answers a resume of a finished upload as complete with its id, and never stores it twice', async () => {
    // Storing waits on a gate, so the resume surely comes while the last chunk is being stored.
    let entered = () => {};
    const storing = new Promise<void>((resolve) => (entered = resolve));
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const folder = createFolderStore(await mkdtemp(join(tmpdir(), 'tidings-tus-gate-')));
    const gated: ObjectStore = {
      ...folder,
      put: async (key, body, contentType) => {
        entered();
        await gate;
        return folder.put(key, body, contentType);
      },
    };
    const g = await createTestApp({ objectStore: gated });
    try {
      await g.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(g.app.server.address() as AddressInfo).port}`;
      const token = await g.tokenFor('admin@acme.test');
      const created = await fetch(`${url}/upload/tus`, {
        method: 'POST',
        headers: {
          ...auth(token),
          'upload-length': String(file.length),
          'upload-metadata': metadata({ kind: 'audio', title: 'Finished tone' }),
        },
      });
      const location = created.headers.get('location') ?? '';
      const last = patch(location, token, 0, file);
      await storing;
      const resume = fetch(location, {
        method: 'HEAD',
        headers: { ...auth(token), origin: 'http://console.test' },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      open();
      const [answered, resumed] = await Promise.all([last, resume]);
      if (answered === 'cut') throw new Error('the last chunk was cut');
      expect(answered.status).toBe(204);
      const id = String(answered.headers['upload-id'] ?? '');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(resumed.status).toBe(200);
      expect(resumed.headers.get('upload-offset')).toBe(String(file.length));
      expect(resumed.headers.get('upload-length')).toBe(String(file.length));
      expect(resumed.headers.get('upload-id')).toBe(id);
      expect(resumed.headers.get('access-control-expose-headers')).toMatch(/Upload-Id/);

      // The last chunk sent again (its answer lost): complete, nothing stored again.
      const again = await patch(location, token, 0, file);
      if (again === 'cut') throw new Error('the repeated chunk was cut');
      expect(again.status).toBe(204);
      expect(again.headers['upload-id']).toBe(id);
      const [stored] = await selectRows<{ n: unknown }>(
        g.db,
        sql`select count(*) as n from uploads where title = 'Finished tone'`,
      );
      expect(Number(stored?.n)).toBe(1);

      // Another organisation's admin learns nothing of it.
      const globexToken = await g.tokenFor('admin@globex.test');
      expect((await offsetOf(location, globexToken)).status).toBe(404);
    } finally {
      open();
      await g.close();
    }
  });

  it('checks the fields, the size limit and the content', async () => {
    expect((await create(acmeToken, { kind: 'sound', title: 'x' })).status).toBe(400);
    expect(
      (await create(acmeToken, { kind: 'document', title: 'Huge' }, 60 * 1024 * 1024)).status,
    ).toBe(413);

    const created = await create(acmeToken, { kind: 'video', title: 'Not a video' });
    const location = created.headers.get('location') ?? '';
    const refused = await patch(location, acmeToken, 0, file);
    expect(refused).not.toBe('cut');
    if (refused !== 'cut') expect(refused.status).toBe(415);
  });
});
