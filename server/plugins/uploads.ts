import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart form data for every route, with tight defaults: a route that takes a file reads it
 * as a stream (`request.parts()`) and passes its own, larger limits there. Files never touch
 * the disk, so nothing is left behind when a request fails.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: 1024 * 1024,
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 25,
        headerPairs: 100,
      },
    });
  },
  { name: 'uploads', dependencies: ['error-model'] },
);
