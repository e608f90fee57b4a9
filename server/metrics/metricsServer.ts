import { createServer } from 'node:http';
import { scrapeAllowed } from './access';
import type { Metrics } from './registry';

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT): for a worker, which has no HTTP
 * server, and for an API whose metrics should stay off its public port. With METRICS_TOKEN set
 * a scrape needs it here too.
 */
export async function serveMetrics(options: {
  metrics: Metrics;
  port: number;
  host: string;
  token: string | null;
}) {
  const server = createServer((request, response) => {
    if ((request.url ?? '').split('?')[0] !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    if (options.token && !scrapeAllowed(options.token, request.headers.authorization)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    options.metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': options.metrics.registry.contentType });
        response.end(text);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
