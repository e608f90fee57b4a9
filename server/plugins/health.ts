import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { databaseAnswers } from '../db/databaseAnswers';
import type { Lifecycle } from '../lifecycle';
import { PUBLIC } from './routeAccess';

/** How long readiness waits for the database before calling it unreachable. */
const DATABASE_PROBE_MS = 2000;

/**
 * Liveness and readiness (docs/decisions.md, "Health, readiness and draining"). `/health` and
 * `/health/live` say the process answers, touching nothing. `/health/ready` says whether to send
 * it traffic: not while it drains, nor when it cannot reach its database. While the process
 * migrates, server/startingServer.ts answers on the port instead.
 */
export const healthRoutes = fp(
  (app: FastifyInstance, { db, lifecycle }: { db: Database; lifecycle: Lifecycle }) => {
    const hide = { config: { access: PUBLIC }, schema: { hide: true } };
    app.get('/health', hide, () => ({ ok: true }));
    app.get('/health/live', hide, () => ({ ok: true }));
    app.get('/health/ready', hide, async (_request, reply) => {
      if (lifecycle.phase === 'draining')
        return reply.status(503).send({ ready: false, reason: 'draining' });
      if (!(await databaseAnswers(db, DATABASE_PROBE_MS)))
        return reply.status(503).send({ ready: false, reason: 'database' });
      return { ready: true };
    });
  },
  { name: 'health-routes' },
);
