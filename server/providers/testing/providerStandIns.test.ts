import http2 from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  standInCertificate,
  startApnsStandIn,
  startFcmStandIn,
  startTwilioStandIn,
  type StandIn,
  type StandInCertificate,
} from './providerStandIns';

/** The provider stand-ins answer as FCM, APNs and Twilio do, over the protocols they speak. */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  httpVersion: string;
}

let certificate: StandInCertificate;
const started: StandIn[] = [];
const sessions: http2.ClientHttp2Session[] = [];

beforeAll(async () => {
  certificate = await standInCertificate();
});
afterEach(async () => {
  for (const session of sessions.splice(0)) session.close();
  await Promise.all(started.splice(0).map((s) => s.close()));
});
afterAll(() => undefined);

function track<T extends StandIn>(standIn: T): T {
  started.push(standIn);
  return standIn;
}

function connect(url: string): Promise<http2.ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { ca: certificate.ca });
    sessions.push(session);
    session.once('error', reject);
    session.once('remoteSettings', () => resolve(session));
  });
}

function h2(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': 'POST', ...headers });
    let status = 0;
    let responseHeaders: Answer['headers'] = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      status = Number(h[':status']);
      responseHeaders = h;
    });
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () =>
      resolve({ status, headers: responseHeaders, body: text, httpVersion: '2.0' }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

function h1(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method ?? 'POST',
        headers: options.headers ?? {},
        ca: certificate.ca,
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            httpVersion: response.httpVersion,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A JWT-shaped assertion (the stand-in reads its claims and does not check the signature). */
function assertion(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2ln`;
}

const grantBody = new URLSearchParams({
  grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
  assertion: assertion({
    iss: 'bench@p.iam.gserviceaccount.com',
    scope: 'https://www.googleapis.com/auth/firebase.messaging',
  }),
}).toString();

async function fcmAccessToken(session: http2.ClientHttp2Session): Promise<string> {
  const answer = await h2(
    session,
    { ':path': '/token', 'content-type': 'application/x-www-form-urlencoded' },
    grantBody,
  );
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.body) as { access_token: string; expires_in: number };
  expect(body.expires_in).toBe(3600);
  return body.access_token;
}

const fcmSend = (session: http2.ClientHttp2Session, bearer: string, token: string) =>
  h2(
    session,
    {
      ':path': '/v1/projects/p/messages:send',
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
    },
    JSON.stringify({ message: { token, notification: { title: 'T', body: 'B' } } }),
  );

const apnsSend = (session: http2.ClientHttp2Session, token: string) =>
  h2(
    session,
    {
      ':path': `/3/device/${token}`,
      authorization: `bearer ${assertion({ iss: 'TEAM', iat: 1 })}`,
      'apns-topic': 'app.bundle',
      'apns-push-type': 'alert',
    },
    JSON.stringify({ aps: { alert: { title: 'T', body: 'B' } } }),
  );

const twilioAuth = `Basic ${Buffer.from('AC123:secret').toString('base64')}`;
const twilioSend = (url: string, to: string, authorization = twilioAuth) =>
  h1(`${url}/2010-04-01/Accounts/AC123/Messages.json`, {
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: to, From: '+15005550006', Body: 'Hello' }).toString(),
  });

describe('FCM stand-in', () => {
  it('grants an access token and takes sends over HTTP/2, with TLS from its own certificate', async () => {
    const fcm = track(await startFcmStandIn());
    expect(fcm.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(fcm.tokenUri).toBe(`${fcm.url}/token`);
    expect(fcm.ca).toContain('BEGIN CERTIFICATE');
    const session = await connect(fcm.url);
    expect(session.remoteSettings.maxConcurrentStreams).toBe(100);
    const bearer = await fcmAccessToken(session);

    const sent = await fcmSend(session, bearer, 'device-1');
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ name: 'projects/p/messages/1' });

    const gone = await fcmSend(session, bearer, 'gone-abc');
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({
      error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
    });
    expect((await fcmSend(session, 'not-issued', 'device-2')).status).toBe(401);
    await fcmSend(session, bearer, 'device-1');

    const stats = fcm.stats();
    expect(stats).toMatchObject({
      requests: 5,
      accepted: 2,
      byStatus: { '200': 3, '401': 1, '404': 1 },
      byProtocol: { '2.0': 5 },
      tlsSessions: 1,
      byAlpn: { h2: 1 },
      distinctAddresses: 1,
      duplicatedAddresses: 1,
      duplicateSends: 1,
    });
    expect(fcm.addresses().get('device-1')).toBe(2);
    expect(stats.perSecond.reduce((n, s) => n + s.accepted, 0)).toBe(2);
    expect(stats.firstAcceptedAt).toBeLessThanOrEqual(stats.lastAcceptedAt ?? 0);
  });

  it('serves HTTP/1.1 to a client that does not offer h2, thanks to allowHTTP1', async () => {
    const fcm = track(await startFcmStandIn({ keepBodies: true }));
    const token = await h1(`${fcm.url}/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: grantBody,
    });
    expect(token.httpVersion).toBe('1.1');
    const bearer = (JSON.parse(token.body) as { access_token: string }).access_token;
    const sent = await h1(`${fcm.url}/v1/projects/p/messages:send`, {
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { token: 'device-9' } }),
    });
    expect(sent.status).toBe(200);
    expect(fcm.stats().byProtocol).toEqual({ '1.1': 2 });
    expect(fcm.bodies().map((b) => b.path)).toEqual(['/token', '/v1/projects/p/messages:send']);
  });

  it("'http1' offers no h2 in ALPN: an HTTP/2 client is refused, HTTP/1.1 is served", async () => {
    const fcm = track(await startFcmStandIn({ protocol: 'http1' }));
    const { port } = new URL(fcm.url);
    const alpn = (protocols: string[]) =>
      new Promise<string | false>((resolve, reject) => {
        const socket = tls.connect(
          { host: '127.0.0.1', port: Number(port), ca: certificate.ca, ALPNProtocols: protocols },
          () => {
            resolve(socket.alpnProtocol ?? false);
            socket.destroy();
          },
        );
        socket.on('error', reject);
      });
    expect(await alpn(['h2', 'http/1.1'])).toBe('http/1.1');
    await expect(alpn(['h2'])).rejects.toThrow();
    await expect(connect(fcm.url)).rejects.toThrow();
    const answer = await h1(`${fcm.url}/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: grantBody,
    });
    expect(answer).toMatchObject({ status: 200, httpVersion: '1.1' });
    expect(fcm.stats().byProtocol).toEqual({ '1.1': 1 });
  });

  it('answers 429 RESOURCE_EXHAUSTED with Retry-After while throttled, and 503 in a storm', async () => {
    const fcm = track(await startFcmStandIn());
    const session = await connect(fcm.url);
    const bearer = await fcmAccessToken(session);
    fcm.throttle(60_000, 7);
    const throttled = await fcmSend(session, bearer, 'device-1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('7');
    expect(JSON.parse(throttled.body)).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED' } });

    fcm.reset();
    fcm.failWith(503, 60_000);
    const failed = await fcmSend(session, bearer, 'device-1');
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.body)).toMatchObject({ error: { status: 'UNAVAILABLE' } });
    expect(fcm.stats()).toMatchObject({ failed: 1, throttled: 0, accepted: 0 });

    fcm.reset();
    expect((await fcmSend(session, bearer, 'device-1')).status).toBe(200);
  });

  it('answers 429 past rateLimitPerSecond', async () => {
    const fcm = track(await startFcmStandIn({ rateLimitPerSecond: 5 }));
    const session = await connect(fcm.url);
    const bearer = await fcmAccessToken(session);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fcmSend(session, bearer, `device-${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]?.headers['retry-after']).toBe('1');
    expect(fcm.stats().rateLimited).toBe(5);
  });

  it('counts the requests in flight at once, within the streams it advertises', async () => {
    const fcm = track(await startFcmStandIn({ latencyMs: 100, maxConcurrentStreams: 10 }));
    const session = await connect(fcm.url);
    expect(session.remoteSettings.maxConcurrentStreams).toBe(10);
    const bearer = await fcmAccessToken(session);
    const startedAt = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fcmSend(session, bearer, `device-${i}`)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Ten streams at a time, 100 ms each: three rounds.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(290);
    const stats = fcm.stats();
    expect(stats.peakInFlight).toBe(10);
    expect(stats.inFlight).toBe(0);
    expect(stats.accepted).toBe(30);
  });

  it('serves h2c without TLS, and its control paths', async () => {
    const fcm = track(await startFcmStandIn({ tls: false }));
    expect(fcm.url).toMatch(/^http:\/\//);
    expect(fcm.ca).toBeNull();
    const session = http2.connect(fcm.url);
    sessions.push(session);
    const bearer = await fcmAccessToken(session);
    await fcmSend(session, bearer, 'device-1');
    const stats = await h2(session, { ':method': 'GET', ':path': '/__stats' });
    expect(JSON.parse(stats.body)).toMatchObject({ accepted: 1, byProtocol: { '2.0': 2 } });
    await h2(session, { ':method': 'GET', ':path': '/__throttle?ms=60000&retryAfter=3' });
    const throttled = await fcmSend(session, bearer, 'device-1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('3');
    await h2(session, { ':method': 'GET', ':path': '/__reset' });
    expect(fcm.stats()).toMatchObject({ requests: 0, accepted: 0, tlsSessions: 0 });
  });
});

describe('APNs stand-in', () => {
  it('takes notifications over HTTP/2 and answers bad and gone tokens as Apple does', async () => {
    const apns = track(await startApnsStandIn());
    const session = await connect(apns.url);
    expect(session.remoteSettings.maxConcurrentStreams).toBe(1000);

    const sent = await apnsSend(session, 'abc123');
    expect(sent.status).toBe(200);
    expect(sent.headers['apns-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await apnsSend(session, 'bad-token');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ reason: 'BadDeviceToken' });
    const gone = await apnsSend(session, 'gone-1');
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.body)).toMatchObject({ reason: 'Unregistered' });
    const noTopic = await h2(
      session,
      { ':path': '/3/device/abc', authorization: `bearer ${assertion({ iss: 'T' })}` },
      '{}',
    );
    expect(JSON.parse(noTopic.body)).toEqual({ reason: 'MissingTopic' });

    expect(apns.stats()).toMatchObject({
      requests: 4,
      accepted: 1,
      byStatus: { '200': 1, '400': 2, '410': 1 },
      byProtocol: { '2.0': 4 },
      byAlpn: { h2: 1 },
    });
    expect([...apns.addresses()]).toEqual([['abc123', 1]]);
  });

  it('refuses HTTP/1.1', async () => {
    const apns = track(await startApnsStandIn());
    await expect(h1(`${apns.url}/3/device/abc`, { body: '{}' })).rejects.toThrow();
    expect(apns.stats()).toMatchObject({ requests: 0, tlsSessions: 1, byAlpn: { none: 1 } });
  });

  it('answers 429 TooManyRequests with Retry-After while throttled', async () => {
    const apns = track(await startApnsStandIn());
    const session = await connect(apns.url);
    apns.throttle(60_000, 2);
    const answer = await apnsSend(session, 'abc123');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('2');
    expect(JSON.parse(answer.body)).toEqual({ reason: 'TooManyRequests' });
    apns.failWith(503, 60_000);
    expect(JSON.parse((await apnsSend(session, 'abc123')).body)).toEqual({
      reason: 'ServiceUnavailable',
    });
  });
});

describe('Twilio stand-in', () => {
  it('takes a form-encoded message with Basic auth and answers 201 with the resource', async () => {
    const twilio = track(await startTwilioStandIn({ authToken: 'secret' }));
    const answer = await twilioSend(twilio.url, '+15551230001');
    expect(answer.status).toBe(201);
    expect(answer.httpVersion).toBe('1.1');
    expect(JSON.parse(answer.body)).toMatchObject({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) as unknown,
      account_sid: 'AC123',
      to: '+15551230001',
      from: '+15005550006',
      body: 'Hello',
      status: 'queued',
    });
    const wrong = `Basic ${Buffer.from('AC123:wrong').toString('base64')}`;
    const refused = await twilioSend(twilio.url, '+15551230001', wrong);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 20003 });
    expect(JSON.parse((await twilioSend(twilio.url, 'not-a-number')).body)).toMatchObject({
      code: 21211,
    });
    expect(twilio.stats()).toMatchObject({
      accepted: 1,
      byStatus: { '201': 1, '401': 1, '400': 1 },
      byProtocol: { '1.1': 3 },
      tlsSessions: 3,
    });
  });

  it('answers 429 with code 20429 and Retry-After while throttled', async () => {
    const twilio = track(await startTwilioStandIn());
    twilio.throttle(60_000, 4);
    const answer = await twilioSend(twilio.url, '+15551230001');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('4');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 20429, status: 429 });
    expect(twilio.stats().throttled).toBe(1);
  });

  it('adds the latency it is given before each answer', async () => {
    const twilio = track(await startTwilioStandIn({ latencyMs: 150, tls: false }));
    expect(twilio.url).toMatch(/^http:\/\//);
    const started = performance.now();
    const answer = await fetch(`${twilio.url}/2010-04-01/Accounts/AC123/Messages.json`, {
      method: 'POST',
      headers: { authorization: twilioAuth },
      body: new URLSearchParams({ To: '+15551230001', From: '+15005550006', Body: 'Hi' }),
    });
    expect(answer.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });
});
