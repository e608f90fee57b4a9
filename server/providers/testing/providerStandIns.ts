import { randomBytes, randomUUID } from 'node:crypto';
import {
  startStandIn,
  type StandIn,
  type StandInAnswer,
  type StandInOptions,
  type StandInRequest,
} from './standInServer';

/**
 * Local servers that answer like FCM HTTP v1, APNs and Twilio's Messages API, for tests and the
 * dispatch bench (tests/bench/dispatchBench.ts): the same paths, status codes, error bodies and
 * protocols as the real services, with added latency, throttling, failure storms and a rate
 * limit to program, and counters of what reached them. Tokens and numbers that mean something:
 * a push token `gone-...` is unregistered (FCM 404 UNREGISTERED, APNs 410 Unregistered) and
 * `bad-token` is malformed (400).
 */

export type { StandIn, StandInOptions, StandInStats } from './standInServer';
export { certificateIn, standInCertificate, type StandInCertificate } from './standInTls';

const json = (value: unknown) => JSON.stringify(value);

/** The payload of a JWT, or null when it is not one (the signature is not checked). */
function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function header(request: StandInRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

// ---------------------------------------------------------------------------------------------
// FCM HTTP v1

export interface FcmStandInOptions extends StandInOptions {
  /**
   * 'h2' (default): HTTP/2 over TLS offered by ALPN, HTTP/1.1 for clients that do not offer h2,
   * as Google's front ends do; plain (`tls: false`) it is h2c with prior knowledge. 'http1':
   * HTTPS with HTTP/1.1 only, no h2 in ALPN.
   */
  protocol?: 'h2' | 'http1';
  /** Streams the HTTP/2 server allows at once on a connection (default 100). */
  maxConcurrentStreams?: number;
}

export interface FcmStandIn extends StandIn {
  /** Where a service account's token_uri points: `${url}/token`. */
  readonly tokenUri: string;
}

const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send(?:\?.*)?$/;
const FIREBASE_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

function fcmError(code: number, status: string, message: string, errorCode?: string) {
  return json({
    error: {
      code,
      message,
      status,
      ...(errorCode ? { details: [{ '@type': FCM_ERROR_TYPE, errorCode }] } : {}),
    },
  });
}

/**
 * FCM HTTP v1: `POST /token` (the OAuth2 JWT-bearer grant a service account's token_uri names)
 * answers an access token; `POST /v1/projects/{project}/messages:send` with that bearer answers
 * 200 `{name}`. A token `gone-...` answers 404 UNREGISTERED, `bad-token` 400 INVALID_ARGUMENT.
 */
export async function startFcmStandIn(options: FcmStandInOptions = {}): Promise<FcmStandIn> {
  const issued = new Set<string>();
  let sent = 0;

  function grant(request: StandInRequest): StandInAnswer {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return {
        status: 400,
        body: json({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' }),
      };
    const claims = jwtPayload(form.get('assertion') ?? '');
    const scope = typeof claims?.scope === 'string' ? claims.scope : '';
    if (!claims || typeof claims.iss !== 'string' || !scope.split(' ').includes(FIREBASE_SCOPE))
      return {
        status: 400,
        body: json({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }),
      };
    const token = `ya29.standin-${randomBytes(24).toString('base64url')}`;
    issued.add(token);
    return {
      status: 200,
      body: json({ access_token: token, expires_in: 3600, token_type: 'Bearer' }),
    };
  }

  function send(request: StandInRequest, project: string): StandInAnswer {
    const bearer = header(request, 'authorization').replace(/^Bearer\s+/i, '');
    if (!issued.has(bearer))
      return {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
        body: fcmError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token.',
        ),
      };
    let token: unknown;
    try {
      const parsed: unknown = JSON.parse(request.body);
      const message =
        parsed && typeof parsed === 'object' ? (parsed as { message?: unknown }).message : null;
      token =
        message && typeof message === 'object' ? (message as { token?: unknown }).token : null;
    } catch {
      return {
        status: 400,
        body: fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'),
      };
    }
    if (typeof token !== 'string' || token === '' || token === 'bad-token')
      return {
        status: 400,
        body: fcmError(
          400,
          'INVALID_ARGUMENT',
          'The registration token is not a valid FCM registration token',
          'INVALID_ARGUMENT',
        ),
      };
    if (token.startsWith('gone-'))
      return {
        status: 404,
        body: fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'),
      };
    sent++;
    return {
      status: 200,
      body: json({ name: `projects/${project}/messages/${sent}` }),
      accepted: token,
    };
  }

  const standIn = await startStandIn(
    {
      name: 'fcm',
      transport: options.protocol === 'http1' ? 'http1' : 'h2',
      maxConcurrentStreams: options.maxConcurrentStreams ?? 100,
      isSend: (method, path) => method === 'POST' && SEND_PATH.test(path),
      answer(request) {
        if (request.method === 'POST' && request.path === '/token') return grant(request);
        const project = SEND_PATH.exec(request.path)?.[1];
        if (project === undefined)
          return { status: 404, body: fcmError(404, 'NOT_FOUND', 'Not Found') };
        if (request.method !== 'POST')
          return { status: 405, body: fcmError(405, 'METHOD_NOT_ALLOWED', 'Use POST') };
        return send(request, decodeURIComponent(project));
      },
      tooMany: (retryAfter) => ({
        status: 429,
        headers: { 'retry-after': String(retryAfter) },
        body: fcmError(
          429,
          'RESOURCE_EXHAUSTED',
          'Quota exceeded for quota metric "Send requests".',
          'QUOTA_EXCEEDED',
        ),
      }),
      failure: (status) => ({
        status,
        body:
          status === 503
            ? fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE')
            : fcmError(status, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'),
      }),
    },
    options,
  );
  return Object.assign(standIn, { tokenUri: `${standIn.url}/token` });
}

// ---------------------------------------------------------------------------------------------
// APNs

export interface ApnsStandInOptions extends StandInOptions {
  /** Streams the HTTP/2 server allows at once on a connection (default 1000, as Apple's). */
  maxConcurrentStreams?: number;
}

const DEVICE_PATH = /^\/3\/device\/([^/?]+)$/;
const apnsReason = (reason: string) => json({ reason });

/**
 * APNs: HTTP/2 only (over TLS unless `tls: false`), `POST /3/device/{token}` with a bearer
 * provider token and an apns-topic answers 200 with an apns-id. `bad-token` answers 400
 * BadDeviceToken, a token `gone-...` 410 Unregistered.
 */
export async function startApnsStandIn(options: ApnsStandInOptions = {}): Promise<StandIn> {
  return startStandIn(
    {
      name: 'apns',
      transport: 'h2-only',
      maxConcurrentStreams: options.maxConcurrentStreams ?? 1000,
      isSend: (method, path) => method === 'POST' && DEVICE_PATH.test(path),
      answer(request) {
        const token = DEVICE_PATH.exec(request.path)?.[1];
        if (token === undefined) return { status: 404, body: apnsReason('BadPath') };
        if (request.method !== 'POST') return { status: 405, body: apnsReason('MethodNotAllowed') };
        const authorization = header(request, 'authorization');
        if (!authorization) return { status: 403, body: apnsReason('MissingProviderToken') };
        if (!jwtPayload(authorization.replace(/^bearer\s+/i, '')))
          return { status: 403, body: apnsReason('InvalidProviderToken') };
        if (!header(request, 'apns-topic'))
          return { status: 400, body: apnsReason('MissingTopic') };
        if (!request.body) return { status: 400, body: apnsReason('PayloadEmpty') };
        if (Buffer.byteLength(request.body) > 4096)
          return { status: 413, body: apnsReason('PayloadTooLarge') };
        const device = decodeURIComponent(token);
        const apnsId = header(request, 'apns-id') || randomUUID();
        if (device === 'bad-token')
          return {
            status: 400,
            headers: { 'apns-id': apnsId },
            body: apnsReason('BadDeviceToken'),
          };
        if (device.startsWith('gone-'))
          return {
            status: 410,
            headers: { 'apns-id': apnsId },
            body: json({ reason: 'Unregistered', timestamp: Date.now() }),
          };
        return { status: 200, headers: { 'apns-id': apnsId }, accepted: device };
      },
      tooMany: (retryAfter) => ({
        status: 429,
        headers: { 'retry-after': String(retryAfter) },
        body: apnsReason('TooManyRequests'),
      }),
      failure: (status) => ({
        status,
        body: apnsReason(status === 503 ? 'ServiceUnavailable' : 'InternalServerError'),
      }),
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Twilio

export interface TwilioStandInOptions extends StandInOptions {
  /** When set, only these credentials pass Basic auth; otherwise any whose user is the path's sid. */
  accountSid?: string;
  authToken?: string;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

function twilioError(status: number, code: number, message: string): StandInAnswer {
  return {
    status,
    body: json({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  };
}

/**
 * Twilio's Messages API: HTTPS (HTTP/1.1), `POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From (or MessagingServiceSid) and Body, Basic auth with the account's sid and
 * auth token; answers 201 with the message resource, status 'queued'.
 */
export async function startTwilioStandIn(options: TwilioStandInOptions = {}): Promise<StandIn> {
  function send(request: StandInRequest, accountSid: string): StandInAnswer {
    const [scheme, encoded] = header(request, 'authorization').split(' ');
    const [user, password] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    const authentic =
      scheme?.toLowerCase() === 'basic' &&
      user === accountSid &&
      !!password &&
      (options.accountSid === undefined || user === options.accountSid) &&
      (options.authToken === undefined || password === options.authToken);
    if (!authentic) return twilioError(401, 20003, 'Authenticate');
    const form = new URLSearchParams(request.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!/^\+?[1-9]\d{5,14}$/.test(to))
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body && !form.get('MediaUrl')) return twilioError(400, 21602, 'Message body is required.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return {
      status: 201,
      accepted: to,
      body: json({
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: from || null,
        messaging_service_sid: service,
        num_media: '0',
        num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
        price: null,
        price_unit: 'USD',
        sid,
        status: 'queued',
        subresource_uris: {
          media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json`,
        },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      }),
    };
  }

  return startStandIn(
    {
      name: 'twilio',
      transport: 'http1',
      isSend: (method, path) => method === 'POST' && MESSAGES_PATH.test(path),
      answer(request) {
        const accountSid = MESSAGES_PATH.exec(request.path)?.[1];
        if (accountSid === undefined)
          return twilioError(404, 20404, 'The requested resource was not found');
        if (request.method !== 'POST') return twilioError(405, 20004, 'Method not allowed');
        return send(request, decodeURIComponent(accountSid));
      },
      tooMany: (retryAfter) => ({
        ...twilioError(429, 20429, 'Too Many Requests'),
        headers: { 'retry-after': String(retryAfter) },
      }),
      failure: (status) =>
        twilioError(status, status === 503 ? 20503 : 20500, 'Service Unavailable'),
    },
    options,
  );
}
