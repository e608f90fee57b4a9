import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import type { Delivery, DeliveryProvider } from '../delivery';
import type { FlowLimits } from '../flow/flowGate';
import { guardProvider, type Attempt } from '../flow/guardedProvider';
import { httpAttempt } from '../flow/httpAttempt';
import { createProviderHttpClient, postOnce } from '../http/providerHttp';
import { fcmRichParts } from './richPayload';

/** The fields of a Google service-account key file that FCM needs. */
interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * FCM's answer for a token whose app was uninstalled or whose token expired: 404 NOT_FOUND with
 * the error code UNREGISTERED. Such a token never works again.
 */
const tokenGone = (status: number, body: string) => status === 404 || body.includes('UNREGISTERED');

function parseServiceAccount(json: string): ServiceAccount {
  const raw: unknown = JSON.parse(json);
  const field = (name: keyof ServiceAccount) => {
    const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : null;
    if (typeof value !== 'string' || !value) throw new Error(`the service account has no ${name}`);
    return value;
  };
  return {
    project_id: field('project_id'),
    client_email: field('client_email'),
    private_key: field('private_key'),
    token_uri: field('token_uri'),
  };
}

/** The HTTP v1 message of one delivery: plain, or with its rich push parts (richPayload.ts). */
function fcmMessage(delivery: Delivery) {
  const rich = fcmRichParts(delivery);
  return {
    token: delivery.address,
    notification: { title: delivery.title, body: delivery.body, ...rich?.notificationImage },
    data: { receiptId: delivery.receiptId, ...rich?.data },
    ...(rich ? { android: rich.android, apns: rich.apns } : {}),
  };
}

export interface FcmOptions {
  serviceAccountFile: string;
  /** Only tests change it: where the messages go instead of https://fcm.googleapis.com. */
  apiUrl?: string | null;
  limits: FlowLimits;
  /** Extra trusted certificates: a local stand-in's own. */
  ca?: string;
  /** 'auto' (HTTP/2 when offered, as Google's front ends do), or one protocol for tests. */
  protocol?: 'auto' | 'h2' | 'http1';
  timeoutMs?: number;
}

/**
 * Firebase Cloud Messaging, HTTP v1: an OAuth2 access token from a JWT signed with the service
 * account's key (RS256, the JWT bearer grant), then one POST per message. FCM v1 has no batch
 * call, so throughput is requests in flight: over HTTP/2, many streams on a few sessions
 * (Google's front ends allow 100 streams a session), over HTTP/1.1 one keep-alive connection
 * per request in flight.
 */
export async function createFcmPush(options: FcmOptions): Promise<DeliveryProvider> {
  const account = parseServiceAccount(await readFile(options.serviceAccountFile, 'utf8'));
  const key = await importPKCS8(account.private_key, 'RS256');
  const apiUrl = (options.apiUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
  const path = `/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  const client = createProviderHttpClient(apiUrl, {
    streams: options.limits.concurrency,
    streamsPerSession: 100,
    ca: options.ca,
    protocol: options.protocol ?? 'auto',
  });
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await postOnce(account.token_uri, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      timeoutMs,
      ca: options.ca,
    });
    if (response.status !== 200) throw new Error(`FCM token request answered ${response.status}`);
    const body = JSON.parse(response.body) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token response had no access_token');
    token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    return token.value;
  }

  /** The access token, fetched once for every request waiting on it. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  async function attempt(delivery: Delivery): Promise<Attempt> {
    const bearer =
      token && token.expiresAt > Date.now() + 60_000 ? token.value : await accessToken();
    return httpAttempt(
      () =>
        client.request({
          path,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ message: fcmMessage(delivery) }),
          timeoutMs,
        }),
      {
        name: 'FCM',
        // 401: the access token expired early; a new one on the next try can fix it.
        renewOn: 401,
        renew: () => (token = null),
        gone: tokenGone,
      },
    );
  }

  return guardProvider({
    kind: 'fcm',
    limits: options.limits,
    attempt,
    close: () => client.close(),
  });
}
