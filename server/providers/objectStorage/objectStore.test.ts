import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/s3/s3Server';
import { createFolderStore } from './folderStore';
import type { ObjectStore } from './objectStore';
import { createS3Store } from './s3Store';

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes in 64 KB chunks, made as it is read. */
function chunked(data: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) return this.push(null);
      this.push(data.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

/** A stream that sends some bytes, then fails as a dropped connection does. */
function failing(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(randomBytes(1024));
        return;
      }
      this.destroy(new Error('connection dropped'));
    },
  });
}

interface Subject {
  store: ObjectStore;
  /** What is left in storage besides the objects put (partial files, unfinished uploads). */
  leftovers: () => Promise<string[]>;
  close: () => Promise<void>;
}

const subjects: Record<'folder' | 's3', () => Promise<Subject>> = {
  async folder() {
    const root = await mkdtemp(join(tmpdir(), 'tidings-objects-'));
    return {
      store: createFolderStore(root),
      async leftovers() {
        const names = await readdir(root, { recursive: true });
        return names.filter((name) => name.endsWith('.partial'));
      },
      close: () => rm(root, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server = await startS3Server();
    const store = createS3Store(server.settings);
    return {
      store,
      leftovers: () => Promise.resolve([]),
      async close() {
        store.client.destroy();
        await server.stop();
      },
    };
  },
};

describe.each(['folder', 's3'] as const)('the %s object store', (kind) => {
  let subject: Subject;
  let store: ObjectStore;
  beforeAll(async () => {
    subject = await subjects[kind]();
    store = subject.store;
  });
  afterAll(() => subject.close());

  it('says which it is', () => {
    expect(store.kind).toBe(kind);
  });

  it('stores a stream and gives the same bytes back', async () => {
    const data = randomBytes(300 * 1024 + 17);
    const stored = await store.put('uploads/acme/one', chunked(data), 'audio/wav');
    expect(stored).toEqual({ size: data.length });
    const back = await bytesOf(await store.read('uploads/acme/one'));
    expect(createHash('sha256').update(back).digest('hex')).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
  });

  it('reads a byte range, both ends included', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await store.put('uploads/acme/range', Readable.from([data]), 'text/plain');
    expect(
      (await bytesOf(await store.read('uploads/acme/range', { start: 0, end: 0 }))).toString(),
    ).toBe('0');
    expect(
      (await bytesOf(await store.read('uploads/acme/range', { start: 5, end: 9 }))).toString(),
    ).toBe('56789');
    expect(
      (await bytesOf(await store.read('uploads/acme/range', { start: 15, end: 19 }))).toString(),
    ).toBe('fghij');
  });

  it('heads an object by its size', async () => {
    await store.put('uploads/acme/head', Readable.from([Buffer.alloc(1234, 1)]), 'video/mp4');
    expect(await store.head('uploads/acme/head')).toEqual({ size: 1234 });
  });

  it('answers null for a missing key, on read and head', async () => {
    expect(await store.read('uploads/acme/missing')).toBeNull();
    expect(await store.read('uploads/acme/missing', { start: 0, end: 3 })).toBeNull();
    expect(await store.head('uploads/acme/missing')).toBeNull();
  });

  it('deletes an object, and a missing one without error', async () => {
    await store.put('uploads/acme/gone', Readable.from([Buffer.from('bye')]), 'text/plain');
    await store.delete('uploads/acme/gone');
    expect(await store.head('uploads/acme/gone')).toBeNull();
    expect(await store.read('uploads/acme/gone')).toBeNull();
    await expect(store.delete('uploads/acme/gone')).resolves.toBeUndefined();
  });

  it('leaves nothing under the key when the stream fails', async () => {
    await expect(store.put('uploads/acme/dropped', failing(), 'audio/wav')).rejects.toThrow(
      'connection dropped',
    );
    expect(await store.head('uploads/acme/dropped')).toBeNull();
    expect(await subject.leftovers()).toEqual([]);
  });

  it('refuses a key that could escape its place', async () => {
    await expect(
      store.put('../etc/passwd', Readable.from([Buffer.from('x')]), 'text/plain'),
    ).rejects.toThrow('invalid object key');
    await expect(store.head('uploads/../../x')).rejects.toThrow('invalid object key');
  });
});
