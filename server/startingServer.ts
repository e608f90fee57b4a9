import { createServer } from 'node:http';
import { requestIdOf } from './lib/requestId';

/**
 * What answers on the API's port while the process migrates and seeds, before the API itself
 * can (its plugins read the migrated database when they start): liveness ok, readiness 503
 * "starting", and every other call 503 service_starting with Retry-After, so a load balancer
 * or a waiting script sees a starting process rather than a refused connection
 * (docs/decisions.md, "Health, readiness and draining").
 */
export async function serveWhileStarting(port: number, host: string) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const requestId = requestIdOf(request);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-request-id': requestId,
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    if (path === '/health' || path === '/health/live') return send(200, { ok: true });
    if (path === '/health/ready') return send(503, { ready: false, reason: 'starting' });
    return send(
      503,
      {
        code: 'service_starting',
        message: 'Tidings is starting. Try again in a moment.',
        requestId,
      },
      { 'retry-after': '5' },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    /** Stops answering, so the API can listen on the port. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
