import { readFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import {
  isPermanentStatus,
  mapLimited,
  type Delivery,
  type DeliveryProvider,
  type DeliveryResult,
} from '../delivery';

export interface ApnsOptions {
  keyFile: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** https://api.push.apple.com, or https://api.sandbox.push.apple.com for development builds. */
  host: string;
  /** Extra trusted certificates: tests serve HTTP/2 with a certificate of their own. */
  ca?: string;
  concurrency?: number;
}

/**
 * Apple's answers for a device token that will never work again: 410 (the app was uninstalled:
 * Unregistered), or 400 BadDeviceToken / DeviceTokenNotForTopic (not a token of this app).
 */
function tokenGone(status: number, body: string): boolean {
  if (status === 410) return true;
  return status === 400 && /"reason"\s*:\s*"(BadDeviceToken|DeviceTokenNotForTopic)"/.test(body);
}

/** Apple allows a provider token to be reused for up to an hour; renew well before. */
const TOKEN_TTL_MS = 40 * 60 * 1000;

/**
 * Apple Push Notification service with a token-based (.p8) key: an ES256 JWT in the
 * authorization header, one HTTP/2 stream per notification over one connection.
 */
export async function createApnsPush(options: ApnsOptions): Promise<DeliveryProvider> {
  const key = await importPKCS8(await readFile(options.keyFile, 'utf8'), 'ES256');
  let token: { value: string; madeAt: number } | null = null;
  let session: http2.ClientHttp2Session | null = null;

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

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(options.host, options.ca ? { ca: options.ca } : {});
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    session = opened;
    return opened;
  }

  function sendOne(delivery: Delivery, bearer: string): Promise<DeliveryResult> {
    return new Promise((resolve) => {
      const fail = (error: string, permanent: boolean, gone = false) =>
        resolve({
          receiptId: delivery.receiptId,
          ok: false,
          error,
          permanent,
          ...(gone ? { gone: true as const } : {}),
        });
      let stream: http2.ClientHttp2Stream;
      try {
        stream = connection().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(delivery.address)}`,
          authorization: `bearer ${bearer}`,
          'apns-topic': options.topic,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'content-type': 'application/json',
        });
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error), false);
        return;
      }
      let status = 0;
      let body = '';
      stream.setEncoding('utf8');
      stream.on('response', (headers) => (status = Number(headers[':status'] ?? 0)));
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('error', (error: Error) => fail(error.message, false));
      stream.on('end', () => {
        if (status === 200) resolve({ receiptId: delivery.receiptId, ok: true });
        // 403 ExpiredProviderToken: a new token on the next try can fix it.
        else
          fail(
            `APNs ${status}: ${body.slice(0, 300)}`,
            isPermanentStatus(status) && status !== 403,
            tokenGone(status, body),
          );
      });
      stream.end(
        JSON.stringify({
          aps: { alert: { title: delivery.title, body: delivery.body } },
          receiptId: delivery.receiptId,
        }),
      );
    });
  }

  return {
    kind: 'apns',
    async send(batch) {
      const bearer = await providerToken();
      return mapLimited(batch, options.concurrency ?? 50, (d) => sendOne(d, bearer));
    },
    close() {
      session?.close();
      session = null;
      return Promise.resolve();
    },
  };
}
