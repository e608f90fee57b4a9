import { createHmac } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HEADERS } from '../../../contract/webhooks';
import type { WebhookTarget } from './addressGuard';

/** The signature of one delivery: hex HMAC-SHA256 over `${timestamp}.${body}`, as `v1=<hex>`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type PostResult =
  | { kind: 'answered'; status: number; excerpt: string }
  | { kind: 'timeout' | 'network'; error: string };

const EXCERPT_CHARS = 500;

// Kept-alive connections, shared by every delivery: a busy endpoint is not dialled per event.
// Each connection was made to an address the guard checked (the pinned lookup below).
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 64 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 64 });

/** Connects to the address the guard checked, whatever the name resolves to now. */
function pinnedLookup(target: WebhookTarget): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * POSTs one delivery's JSON to the endpoint with its id, time and signature headers, giving up
 * after `timeoutMs` for the whole call. Redirects are not followed: a 3xx is an answer.
 */
export function postWebhook(options: {
  target: WebhookTarget;
  body: string;
  eventId: string;
  eventType: string;
  secret: string;
  timestamp: number;
  timeoutMs: number;
}): Promise<PostResult> {
  const { target, body, timestamp } = options;
  const https = target.url.protocol === 'https:';
  const request = https ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    lookup: pinnedLookup(target),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Tidings-Webhooks/1',
      [WEBHOOK_HEADERS.id]: options.eventId,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: signWebhook(options.secret, timestamp, body),
      [WEBHOOK_HEADERS.event]: options.eventType,
    },
    agent: https ? httpsAgent : httpAgent,
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(target.url, requestOptions, (res) => {
      let excerpt = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
        else res.destroy();
      });
      const done = () =>
        finish({
          kind: 'answered',
          status: res.statusCode ?? 0,
          excerpt: excerpt.slice(0, EXCERPT_CHARS),
        });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', error: `No answer within ${options.timeoutMs / 1000} s` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (error) => finish({ kind: 'network', error: error.message.slice(0, 300) }));
    req.end(body);
  });
}
