import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { scrapeAllowed } from '../metrics/access';
import type { Metrics } from '../metrics/registry';
import { PUBLIC } from './routeAccess';

/**
 * Counts every answered call by route template (never the raw URL, so ids do not make a series
 * each) and, when `token` is set, serves GET /metrics on the API's port to a scrape that brings
 * it (docs/decisions.md, "Metrics"). Without a token the route is not there: metrics are then
 * either off or on METRICS_PORT (server/metrics/metricsServer.ts).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    if (!token) return;
    app.get(
      '/metrics',
      { config: { access: PUBLIC }, schema: { hide: true } },
      async (request, reply) => {
        if (!scrapeAllowed(token, request.headers.authorization))
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ code: 'error_unauthorized', message: 'A metrics token is needed.' });
        return reply
          .header('content-type', metrics.registry.contentType)
          .send(await metrics.registry.metrics());
      },
    );
  },
  { name: 'metrics' },
);
