import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryResult } from '../delivery';
import type { FlowLimits } from '../flow/flowGate';
import { sendAll } from '../testing/sendAll';
import {
  standInCertificate,
  startApnsStandIn,
  startFcmStandIn,
  startTwilioStandIn,
  type StandIn,
  type StandInCertificate,
} from '../testing/providerStandIns';
import { createTwilioSms } from '../sms/twilioSms';
import { createApnsPush } from './apnsPush';
import { createFcmPush } from './fcmPush';

/**
 * The adapters' flow against the local stand-ins of FCM, APNs and Twilio over TLS: the protocol,
 * the requests in flight, the rate, Retry-After and the circuit, as the providers would see them.
 */
let certificate: StandInCertificate;
let folder: string;
let accountFile: string;
let apnsKey: string;
const started: StandIn[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  certificate = await standInCertificate();
  folder = await mkdtemp(join(tmpdir(), 'push-flow-'));
  apnsKey = join(folder, 'AuthKey.p8');
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await writeFile(apnsKey, ec.privateKey.export({ type: 'pkcs8', format: 'pem' }));
});
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(started.splice(0).map((s) => s.close()));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function fcmStandIn(options: Parameters<typeof startFcmStandIn>[0] = {}) {
  const standIn = await startFcmStandIn({ certificate, ...options });
  started.push(standIn);
  accountFile = join(folder, `sa-${started.length}.json`);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await writeFile(
    accountFile,
    JSON.stringify({
      project_id: 'tidings-p1',
      client_email: 'sender@tidings-p1.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: standIn.tokenUri,
    }),
  );
  return standIn;
}

async function fcm(standIn: StandIn, limits: FlowLimits) {
  const provider = await createFcmPush({
    serviceAccountFile: accountFile,
    apiUrl: standIn.url,
    limits,
    ca: certificate.ca,
  });
  closers.push(() => provider.close?.() ?? Promise.resolve());
  return provider;
}

const pushes = (n: number, prefix = 'token'): Delivery[] =>
  Array.from({ length: n }, (_, i) => ({
    receiptId: `r${i}`,
    address: `${prefix}-${i}`,
    title: 'Strike notice',
    body: 'The meeting moved to 6 pm.',
  }));

const delivered = (results: DeliveryResult[]) => results.filter((r) => r.ok).length;

// Latencies are long enough that a loaded machine still fills every turn before answers come.
describe('FCM over the protocol the server offers', () => {
  it('speaks HTTP/2 to a server that offers it, on several sessions for many streams', async () => {
    const standIn = await fcmStandIn({ protocol: 'h2', latencyMs: 300, maxConcurrentStreams: 100 });
    const provider = await fcm(standIn, { concurrency: 250, ratePerSecond: 0 });
    const results = await sendAll(provider, pushes(1000));
    expect(delivered(results)).toBe(1000);
    const stats = standIn.stats();
    expect(stats.byProtocol['2.0']).toBe(1000);
    expect(stats.byProtocol['1.1'] ?? 0).toBeLessThanOrEqual(1); // the token request
    // 250 streams at 100 a session: at least three sessions.
    expect(stats.byAlpn.h2).toBeGreaterThanOrEqual(3);
    expect(stats.peakInFlight).toBe(250);
  });

  it('falls back to HTTP/1.1 with keep-alive where the server offers only that', async () => {
    const standIn = await fcmStandIn({ protocol: 'http1', latencyMs: 200 });
    const provider = await fcm(standIn, { concurrency: 20, ratePerSecond: 0 });
    const results = await sendAll(provider, pushes(200));
    expect(delivered(results)).toBe(200);
    const stats = standIn.stats();
    expect(stats.byProtocol['1.1']).toBe(201);
    expect(stats.byProtocol['2.0'] ?? 0).toBe(0);
    // Connections are kept and reused: one per request in flight, not one per request.
    expect(stats.connections).toBeLessThanOrEqual(22);
    expect(stats.peakInFlight).toBe(20);
  });
});

describe('flow control', () => {
  it('reaches its concurrency and never exceeds it', async () => {
    const standIn = await fcmStandIn({ latencyMs: 300 });
    const provider = await fcm(standIn, { concurrency: 40, ratePerSecond: 0 });
    expect(delivered(await sendAll(provider, pushes(400)))).toBe(400);
    expect(standIn.stats().peakInFlight).toBe(40);
  });

  it('honours a Retry-After for the whole provider, then delivers everything', async () => {
    const standIn = await fcmStandIn({ latencyMs: 5 });
    const provider = await fcm(standIn, { concurrency: 10, ratePerSecond: 0 });
    // The token first, so the stand-in's throttle meets sends only.
    expect(delivered(await sendAll(provider, pushes(1, 'warm')))).toBe(1);
    standIn.reset();
    standIn.throttle(2_000, 2);
    const throttledAt = Date.now();
    const results = await sendAll(provider, pushes(100));
    expect(delivered(results)).toBe(100);
    const stats = standIn.stats();
    // Only the first wave (one request per turn in flight) met the 429s...
    expect(stats.throttled).toBeGreaterThan(0);
    expect(stats.throttled).toBeLessThanOrEqual(10);
    // ...and nothing came while the provider asked us to wait.
    expect(stats.requests).toBe(100 + stats.throttled);
    expect(stats.firstAcceptedAt ?? 0).toBeGreaterThanOrEqual(throttledAt + 1_900);
  });

  it('opens its circuit in a storm of server errors, sends a trickle, and closes by itself', async () => {
    const standIn = await fcmStandIn({ latencyMs: 2 });
    const provider = await fcm(standIn, {
      concurrency: 5,
      ratePerSecond: 0,
      circuit: { windowMs: 5_000, minFailures: 10, failureRatio: 0.5, openMs: 300, maxOpenMs: 600 },
    });
    expect(delivered(await sendAll(provider, pushes(1, 'warm')))).toBe(1);
    standIn.reset();
    standIn.failWith(503, 1_000);
    const stormy = await sendAll(provider, pushes(200));
    expect(delivered(stormy)).toBe(0);
    const handedBack = stormy.filter((r) => !r.ok && r.retryAt !== undefined);
    // Most were never sent: handed back to be tried when the circuit has rested.
    expect(handedBack.length).toBeGreaterThan(150);
    expect(handedBack[0]).toMatchObject({ reason: 'unavailable' });
    expect(standIn.stats().failed).toBeLessThan(40);
    expect(provider.flow?.().circuit).toBe('open');

    await new Promise((resolve) => setTimeout(resolve, 1_300));
    // The storm is over: one probe goes first, the rest wait for it, and it closes the circuit.
    const later = await sendAll(provider, pushes(50, 'later'));
    expect(delivered(later)).toBe(50);
    expect(provider.flow?.().circuit).toBe('closed');
  });

  it('tells a dead token from a bad one, and neither counts against the circuit', async () => {
    const standIn = await fcmStandIn();
    const provider = await fcm(standIn, { concurrency: 5, ratePerSecond: 0 });
    const [gone, bad] = await sendAll(provider, [
      { receiptId: 'g', address: 'gone-1', title: 't', body: 'b' },
      { receiptId: 'b', address: 'bad-token', title: 't', body: 'b' },
    ]);
    expect(gone).toMatchObject({ ok: false, gone: true, permanent: true, reason: 'unregistered' });
    expect(bad).toMatchObject({ ok: false, permanent: true, reason: 'rejected' });
    expect(bad?.ok === false && bad.gone).toBeFalsy();
    expect(provider.flow?.().circuit).toBe('closed');
  });
});

describe('APNs and Twilio', () => {
  it('sends APNs pushes on many streams of an HTTP/2 session over TLS', async () => {
    const standIn = await startApnsStandIn({ certificate, latencyMs: 300 });
    started.push(standIn);
    const provider = await createApnsPush({
      keyFile: apnsKey,
      keyId: 'K',
      teamId: 'T',
      topic: 'test.tidings.app',
      host: standIn.url,
      limits: { concurrency: 300, ratePerSecond: 0 },
      ca: certificate.ca,
    });
    closers.push(() => provider.close?.() ?? Promise.resolve());
    const results = await sendAll(provider, [...pushes(600), ...pushes(1, 'gone')]);
    expect(delivered(results)).toBe(600);
    expect(results[600]).toMatchObject({ ok: false, gone: true, reason: 'unregistered' });
    const stats = standIn.stats();
    expect(stats.byProtocol['2.0']).toBe(601);
    expect(stats.peakInFlight).toBe(300);
  });

  it('texts at the configured rate', async () => {
    const standIn = await startTwilioStandIn({ certificate, latencyMs: 5 });
    started.push(standIn);
    const sms = createTwilioSms({
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+15550000000',
      apiUrl: standIn.url,
      limits: { concurrency: 10, ratePerSecond: 40 },
      ca: certificate.ca,
    });
    closers.push(() => sms.close?.() ?? Promise.resolve());
    const texts = Array.from({ length: 60 }, (_, i) => ({
      receiptId: `s${i}`,
      address: `+1555000${String(i).padStart(4, '0')}`,
      title: '',
      body: 'Vote tonight',
    }));
    const sentAt = Date.now();
    expect(delivered(await sendAll(sms, texts))).toBe(60);
    // 4 at once (a tenth of a second's worth), then 56 at 40 a second: about 1.4 s.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_300);
    const busiest = Math.max(...standIn.stats().perSecond.map((s) => s.accepted));
    expect(busiest).toBeLessThanOrEqual(45);
  });
});
