import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * What the multipart parser (busboy) says of a body it cannot read: no boundary in the content
 * type, a body that ends before its closing boundary, a part cut short, a broken part header.
 * Matched by message because busboy gives its errors no code.
 */
const MALFORMED =
  /^Multipart: Boundary not found$|unexpected end of multipart data|^Malformed part header$|^Unsupported Content-Type\.$/i;

type PartLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

const isMalformed = (error: unknown) =>
  error instanceof Error && !(error instanceof AppError) && MALFORMED.test(error.message);

/**
 * Reads a multipart request part by part, handing each to `onPart` (which must consume a file
 * part's stream). A body the parser cannot read is the client's fault: 400 invalid_multipart,
 * not the 500 it was. Limit errors (413) and the handler's own errors pass through.
 */
export async function forEachPart(
  request: FastifyRequest,
  limits: PartLimits,
  onPart: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    for await (const part of request.parts({ limits })) await onPart(part);
  } catch (error) {
    if (!isMalformed(error)) throw error;
    throw new AppError('invalid_multipart', 'The multipart form data could not be read.');
  }
}

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
