import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Server } from '../testing/recordingServer';
import { sendAll, TEST_LIMITS } from '../testing/sendAll';
import { createApnsPush } from './apnsPush';

/** APNs with a token (.p8) key against a local HTTP/2 server standing in for Apple's. */
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
let folder: string;
let keyFile: string;
let server: Awaited<ReturnType<typeof startHttp2Server>>;

beforeAll(async () => {
  server = await startHttp2Server((request) => {
    if (request.path.endsWith('/bad-token'))
      return { status: 400, body: { reason: 'BadDeviceToken' } };
    if (request.path.endsWith('/busy'))
      return { status: 503, body: { reason: 'ServiceUnavailable' } };
    return { status: 200 };
  });
  folder = await mkdtemp(join(tmpdir(), 'apns-'));
  keyFile = join(folder, 'AuthKey_KEY123.p8');
  await writeFile(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('APNs push provider', () => {
  it('sends each notification as an HTTP/2 POST with an ES256 provider token', async () => {
    const apns = await createApnsPush({
      keyFile,
      keyId: 'KEY123',
      teamId: 'TEAM456',
      topic: 'test.tidings.app',
      host: server.url,
      limits: TEST_LIMITS,
    });
    const results = await sendAll(apns, [
      { receiptId: 'r1', address: 'abc123', title: 'Hello', body: 'Read this' },
      { receiptId: 'r2', address: 'bad-token', title: 'Hello', body: 'Read this' },
      { receiptId: 'r3', address: 'busy', title: 'Hello', body: 'Read this' },
    ]);
    await apns.close?.();

    expect(results[0]).toEqual({ receiptId: 'r1', ok: true });
    expect(results[1]).toMatchObject({ receiptId: 'r2', ok: false, permanent: true });
    expect(results[2]).toMatchObject({ receiptId: 'r3', ok: false, permanent: false });

    const first = server.received.find((r) => r.path === '/3/device/abc123');
    expect(first?.method).toBe('POST');
    expect(first?.headers['apns-topic']).toBe('test.tidings.app');
    expect(first?.headers['apns-push-type']).toBe('alert');
    expect(first?.headers['apns-priority']).toBe('10');
    expect(JSON.parse(first?.body ?? '')).toEqual({
      aps: { alert: { title: 'Hello', body: 'Read this' } },
      receiptId: 'r1',
    });
    const authorization = String(first?.headers.authorization);
    expect(authorization).toMatch(/^bearer /);
    const { payload, protectedHeader } = await jwtVerify(
      authorization.slice('bearer '.length),
      await importSPKI(String(publicKey.export({ type: 'spki', format: 'pem' })), 'ES256'),
      { issuer: 'TEAM456' },
    );
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY123' });
    expect(typeof payload.iat).toBe('number');
  });

  it('marks a rich push mutable, names the category of its button count and adds image and buttons', async () => {
    server.received.length = 0;
    const apns = await createApnsPush({
      keyFile,
      keyId: 'KEY123',
      teamId: 'TEAM456',
      topic: 'test.tidings.app',
      host: server.url,
      limits: TEST_LIMITS,
    });
    const buttons = [
      { label: 'Vote', url: 'https://union.example/vote' },
      { label: 'Open', url: 'acmeunion://ballot/7' },
      { label: 'Later', url: 'https://union.example/later' },
    ];
    await apns.send({
      receiptId: 'r7',
      address: 'rich1',
      title: 'Ballot',
      body: 'Vote now',
      image: 'https://cdn.example/ballot.png',
      buttons,
    });
    await apns.send({
      receiptId: 'r8',
      address: 'imageonly',
      title: 'Photo',
      body: 'Look',
      image: 'https://cdn.example/photo.jpg',
    });
    await apns.close?.();
    const rich = server.received.find((r) => r.path === '/3/device/rich1');
    expect(JSON.parse(rich?.body ?? '')).toEqual({
      aps: {
        alert: { title: 'Ballot', body: 'Vote now' },
        'mutable-content': 1,
        category: 'TIDINGS_ACTIONS_3',
      },
      receiptId: 'r7',
      image: 'https://cdn.example/ballot.png',
      buttons,
    });
    const imageOnly = server.received.find((r) => r.path === '/3/device/imageonly');
    expect(JSON.parse(imageOnly?.body ?? '')).toEqual({
      aps: { alert: { title: 'Photo', body: 'Look' }, 'mutable-content': 1 },
      receiptId: 'r8',
      image: 'https://cdn.example/photo.jpg',
    });
  });
});
