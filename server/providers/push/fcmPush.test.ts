import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../testing/recordingServer';
import { sendAll, TEST_LIMITS } from '../testing/sendAll';
import { createFcmPush } from './fcmPush';

/** FCM HTTP v1 against a local server standing in for Google's token and messaging endpoints. */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let folder: string;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let accountFile: string;

beforeAll(async () => {
  server = await startHttpServer((request) => {
    if (request.path === '/token')
      return { status: 200, body: { access_token: 'at-1', expires_in: 3600 } };
    const token = (JSON.parse(request.body) as { message: { token: string } }).message.token;
    if (token === 'gone') return { status: 404, body: { error: { status: 'NOT_FOUND' } } };
    if (token === 'busy') return { status: 503, body: { error: { status: 'UNAVAILABLE' } } };
    return { status: 200, body: { name: 'projects/p1/messages/1' } };
  });
  folder = await mkdtemp(join(tmpdir(), 'fcm-'));
  accountFile = join(folder, 'service-account.json');
  await writeFile(
    accountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'tidings-p1',
      client_email: 'sender@tidings-p1.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${server.url}/token`,
    }),
  );
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('FCM push provider', () => {
  it('gets an access token with a signed JWT, then posts each message with it', async () => {
    const fcm = await createFcmPush({
      serviceAccountFile: accountFile,
      apiUrl: server.url,
      limits: TEST_LIMITS,
    });
    const results = await sendAll(fcm, [
      { receiptId: 'r1', address: 'device-1', title: 'Hello', body: 'Read this' },
      { receiptId: 'r2', address: 'device-2', title: 'Hello', body: 'Read this' },
    ]);
    expect(results).toEqual([
      { receiptId: 'r1', ok: true },
      { receiptId: 'r2', ok: true },
    ]);

    const [tokenRequest, ...sends] = server.received;
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(tokenRequest?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(
      form.get('assertion') ?? '',
      await importSPKI(String(publicKey.export({ type: 'spki', format: 'pem' })), 'RS256'),
      { issuer: 'sender@tidings-p1.iam.gserviceaccount.com', audience: `${server.url}/token` },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    expect(sends).toHaveLength(2);
    expect(sends[0]).toMatchObject({
      method: 'POST',
      path: '/v1/projects/tidings-p1/messages:send',
    });
    expect(sends[0]?.headers.authorization).toBe('Bearer at-1');
    expect(JSON.parse(sends[0]?.body ?? '')).toEqual({
      message: {
        token: 'device-1',
        notification: { title: 'Hello', body: 'Read this' },
        data: { receiptId: 'r1' },
      },
    });
  });

  it('reuses the token, and tells a gone device from a busy server', async () => {
    server.received.length = 0;
    const fcm = await createFcmPush({
      serviceAccountFile: accountFile,
      apiUrl: server.url,
      limits: TEST_LIMITS,
    });
    await fcm.send({ receiptId: 'a', address: 'device-1', title: 't', body: 'b' });
    const results = await sendAll(fcm, [
      { receiptId: 'g', address: 'gone', title: 't', body: 'b' },
      { receiptId: 'b', address: 'busy', title: 't', body: 'b' },
    ]);
    expect(server.received.filter((r) => r.path === '/token')).toHaveLength(1);
    expect(results[0]).toMatchObject({
      receiptId: 'g',
      ok: false,
      permanent: true,
      gone: true,
      reason: 'unregistered',
    });
    expect(results[1]).toMatchObject({
      receiptId: 'b',
      ok: false,
      permanent: false,
      reason: 'unavailable',
    });
  });

  it('carries a rich push: the image where each platform reads it, the buttons and category', async () => {
    server.received.length = 0;
    const fcm = await createFcmPush({
      serviceAccountFile: accountFile,
      apiUrl: server.url,
      limits: TEST_LIMITS,
    });
    const buttons = [
      { label: 'Vote', url: 'https://union.example/vote' },
      { label: 'Open', url: 'acmeunion://ballot/7' },
    ];
    await fcm.send({
      receiptId: 'r9',
      address: 'device-9',
      title: 'Ballot',
      body: 'Vote now',
      image: 'https://cdn.example/ballot.png',
      buttons,
    });
    const sent = server.received.find((r) => r.path.endsWith('/messages:send'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      message: {
        token: 'device-9',
        notification: {
          title: 'Ballot',
          body: 'Vote now',
          image: 'https://cdn.example/ballot.png',
        },
        data: { receiptId: 'r9', buttons: JSON.stringify(buttons) },
        android: {
          notification: {
            image: 'https://cdn.example/ballot.png',
            click_action: 'TIDINGS_ACTIONS_2',
          },
        },
        apns: {
          payload: { aps: { 'mutable-content': 1, category: 'TIDINGS_ACTIONS_2' } },
          fcm_options: { image: 'https://cdn.example/ballot.png' },
        },
      },
    });
  });
});
