import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The key the SDK sent (Authorization: Bearer …). */
  key: string;
  form: Record<string, string>;
}

/** A key the fake refuses, as Stripe refuses a revoked one. */
export const REFUSED_KEY = 'sk_test_RefusedKey000000';
/** Charges above this many minor units are declined, as a card over its limit. */
export const DECLINE_ABOVE = 100_000;

const DAY = 24 * 3600;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A local stand-in for the few Stripe endpoints the adapter calls, so the official SDK can be
 * pointed at it (host, port, protocol 'http') and nothing reaches the internet.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  let next = 1;
  const id = (prefix: string) => `${prefix}_fake${String(next++).padStart(6, '0')}`;
  const subscription = (subId: string, fields: Record<string, unknown>) => ({
    id: subId,
    object: 'subscription',
    status: 'incomplete',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ id: 'si_fake', current_period_end: Math.floor(Date.now() / 1000) + 30 * DAY }],
    },
    ...fields,
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: request.method ?? '', path: url.pathname, key, form });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(json));
      };
      if (key === REFUSED_KEY) {
        answer(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      const [, , resource, objectId] = url.pathname.split('/');
      const route = `${request.method ?? ''} ${resource ?? ''}${objectId ? '/:id' : ''}`;
      switch (route) {
        case 'GET account':
          return answer(200, { id: 'acct_fake', object: 'account' });
        case 'POST products':
          return answer(200, { id: id('prod'), object: 'product', name: form.name });
        case 'POST products/:id':
        case 'POST prices/:id':
          return answer(200, { id: objectId, object: resource?.slice(0, -1) });
        case 'POST prices':
          return answer(200, { id: id('price'), object: 'price' });
        case 'POST customers':
          return answer(200, { id: id('cus'), object: 'customer' });
        case 'POST subscriptions':
          return answer(200, subscription(id('sub'), {}));
        case 'POST subscriptions/:id':
          return answer(
            200,
            subscription(objectId ?? '', {
              status: 'active',
              cancel_at_period_end: form.cancel_at_period_end === 'true',
            }),
          );
        case 'DELETE subscriptions/:id':
          return answer(200, subscription(objectId ?? '', { status: 'canceled' }));
        case 'POST payment_intents':
          if (Number(form.amount) > DECLINE_ABOVE) {
            return answer(402, {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
              },
            });
          }
          return answer(200, { id: id('pi'), object: 'payment_intent', status: 'succeeded' });
        case 'POST billing_portal/:id':
          return answer(200, { id: id('bps'), url: 'https://billing.stripe.test/session' });
        default:
          return answer(404, { error: { type: 'invalid_request_error', message: `No ${route}` } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
