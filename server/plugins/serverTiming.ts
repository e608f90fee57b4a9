import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every response: the time from the request's arrival to
 * its answer (to the first byte of a streamed one). Browser dev tools show it beside the network
 * time, and the bench reads it to tell the server's own time from the client's and the wire's.
 */
export const serverTiming = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    });
  },
  { name: 'server-timing' },
);
