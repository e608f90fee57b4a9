import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import type { Delivery, DeliveryProvider } from '../delivery';
import type { FlowLimits } from '../flow/flowGate';
import { guardProvider, type Attempt } from '../flow/guardedProvider';
import { httpAttempt } from '../flow/httpAttempt';
import { createHttp2Pool } from '../http/http2Pool';
import { apnsRichParts } from './richPayload';

export interface ApnsOptions {
  keyFile: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** https://api.push.apple.com, or https://api.sandbox.push.apple.com for development builds. */
  host: string;
  limits: FlowLimits;
  /** Extra trusted certificates: tests serve HTTP/2 with a certificate of their own. */
  ca?: string;
  timeoutMs?: number;
}

/**
 * Apple's answers for a device token that will never work again: 410 (the app was uninstalled:
 * Unregistered), or 400 BadDeviceToken / DeviceTokenNotForTopic (not a token of this app).
 */
function tokenGone(status: number, body: string): boolean {
  if (status === 410) return true;
  return status === 400 && /"reason"\s*:\s*"(BadDeviceToken|DeviceTokenNotForTopic)"/.test(body);
}

/** The payload of one delivery: plain, or with its rich push parts (richPayload.ts). */
function apnsPayload(delivery: Delivery) {
  const rich = apnsRichParts(delivery);
  return {
    aps: { alert: { title: delivery.title, body: delivery.body }, ...rich?.aps },
    receiptId: delivery.receiptId,
    ...rich?.custom,
  };
}

/** Apple allows a provider token to be reused for up to an hour; renew well before. */
const TOKEN_TTL_MS = 40 * 60 * 1000;

/**
 * Apple Push Notification service with a token-based (.p8) key: an ES256 JWT in the
 * authorization header, one HTTP/2 stream per notification, many streams on each of a few
 * sessions (Apple advertises up to 1,000 streams a connection; we open another session every
 * 100, so one slow connection does not hold everything and TLS work spreads over sockets).
 */
export async function createApnsPush(options: ApnsOptions): Promise<DeliveryProvider> {
  const key = await importPKCS8(await readFile(options.keyFile, 'utf8'), 'ES256');
  const pool = createHttp2Pool(options.host, {
    streams: options.limits.concurrency,
    streamsPerSession: 100,
    ca: options.ca,
  });
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; madeAt: number } | null = null;

  async function providerToken(): Promise<string> {
    if (token && Date.now() - token.madeAt < TOKEN_TTL_MS) return token.value;
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setIssuedAt()
      .sign(key);
    token = { value, madeAt: Date.now() };
    return value;
  }

  async function attempt(delivery: Delivery): Promise<Attempt> {
    const bearer = await providerToken();
    return httpAttempt(
      () =>
        pool.request({
          path: `/3/device/${encodeURIComponent(delivery.address)}`,
          headers: {
            authorization: `bearer ${bearer}`,
            'apns-topic': options.topic,
            'apns-push-type': 'alert',
            'apns-priority': '10',
            'content-type': 'application/json',
          },
          body: JSON.stringify(apnsPayload(delivery)),
          timeoutMs,
        }),
      {
        name: 'APNs',
        // 403 ExpiredProviderToken: a new token on the next try can fix it.
        renewOn: 403,
        renew: () => (token = null),
        gone: tokenGone,
      },
    );
  }

  return guardProvider({
    kind: 'apns',
    limits: options.limits,
    attempt,
    close: () => pool.close(),
  });
}
