import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every answer that does not set its own: the API's answers carry
 * tokens (sign-in, password changes), personal data and one account's state, none of which a
 * browser or a proxy may keep. A route that sets the header itself (a file) keeps its value.
 */
export const noStore = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'no-store' },
);
