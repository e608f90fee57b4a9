import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavTone } from '../../db/seed/uploadSamples';
import { createS3Store } from '../../providers/objectStorage/s3Store';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { startS3Server } from '../../../tests/s3/s3Server';

/**
 * Resumable uploads across API instances: with S3 configured the parts wait in the bucket, so an
 * upload begun on one instance is resumed and finished on another, with no sticky session. Two
 * apps on one database and one bucket (s3rver, a real S3 protocol server) stand for them.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let first: TestApp;
let second: TestApp;
let token: string;
/** For looking into the bucket. */
let bucket: ReturnType<typeof createS3Store>['client'];
const base = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
// Over one 5 MiB S3 part, so a whole part and a short one wait in the bucket between requests.
const file = wavTone(420);
const HALF = 6 * 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Store(s3.settings).client;
  const env = {
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  };
  first = await createTestApp({ env, objectStore: createS3Store(s3.settings) });
  second = await createTestApp({
    env,
    objectStore: createS3Store(s3.settings),
    sharedDb: first.db,
  });
  for (const t of [first, second]) await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await first.tokenFor('admin@acme.test');
}, 60_000);
afterAll(async () => {
  await second.close();
  await first.close();
  await s3.stop();
});

const headers = () => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });
const b64 = (text: string) => Buffer.from(text).toString('base64');

function send(url: string, offset: number, bytes: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...headers(),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

describe('resumable uploads with S3', () => {
  it('are begun on one instance and finished on another, the parts kept in the bucket', async () => {
    expect(file.length).toBeGreaterThan(HALF);
    const created = await fetch(`${base(first)}/upload/tus`, {
      method: 'POST',
      headers: {
        ...headers(),
        'upload-length': String(file.length),
        'upload-metadata': [
          `kind ${b64('audio')}`,
          `title ${b64('Shift briefing')}`,
          `filename ${b64('briefing.wav')}`,
          `filetype ${b64('audio/wav')}`,
        ].join(','),
      },
    });
    expect(created.status).toBe(201);
    const path = new URL(created.headers.get('location') ?? '').pathname;
    const tusId = path.split('/').pop() ?? '';

    expect((await send(`${base(first)}${path}`, 0, file.subarray(0, HALF))).status).toBe(204);
    const waiting = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
    expect((waiting.Contents ?? []).map((object) => object.Key)).toContain(`${tusId}.info`);

    // The other instance knows where the upload stands, and takes the rest.
    const head = await fetch(`${base(second)}${path}`, { method: 'HEAD', headers: headers() });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(HALF);
    const finished = await send(`${base(second)}${path}`, HALF, file.subarray(HALF));
    expect(finished.status).toBe(204);
    const id = finished.headers.get('upload-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // The first instance answers a resume of it as complete, with the same file.
    const resumed = await fetch(`${base(first)}${path}`, { method: 'HEAD', headers: headers() });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-id')).toBe(id);

    const content = await first.app.inject({
      method: 'GET',
      url: `/upload/${id}/content`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(content.statusCode).toBe(200);
    expect(createHash('sha256').update(content.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(file).digest('hex'),
    );
    // Once the file is stored, the bucket holds it alone: the upload's parts are gone.
    const left = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
    const keys = (left.Contents ?? []).map((object) => object.Key ?? '');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}/${id}$`));
  }, 60_000);
});
