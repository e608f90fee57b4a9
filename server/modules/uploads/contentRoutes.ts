import { Type } from '@sinclair/typebox';
import { UploadIdParams } from '../../../contract/uploads';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';
import { readerOf, UPLOAD_ACCESS } from './routes';
import { serveFile } from './serveFile';

const PRODUCES = ['audio/*', 'video/*', 'application/pdf', 'text/html'];

/**
 * GET /upload/{id}/content: the bytes, for a signed-in admin (downloads). GET /upload/{id}/play:
 * the same bytes by a signed link the list and detail answers carry (`playbackUrl`), for players
 * that fetch by URL and cannot send the session's token. Both answer Range requests (serveFile).
 */
export const contentRoutes: DomainRoutes = (app, { uploads }, done) => {
  app.get(
    '/upload/:id/content',
    {
      config: { access: UPLOAD_ACCESS },
      schema: {
        tags: ['uploads'],
        summary: 'The bytes of an uploaded file (Range requests answered, 206/416)',
        params: UploadIdParams,
        querystring: Type.Object(
          { download: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        produces: PRODUCES,
      },
    },
    async (request, reply) => {
      const file = await uploads.find(readerOf(request), request.params.id);
      return serveFile(uploads, file, request, reply, request.query.download === true);
    },
  );

  app.get(
    '/upload/:id/play',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['uploads'],
        summary: 'The bytes of an uploaded file by its signed playback link (Range answered)',
        params: UploadIdParams,
        querystring: Type.Object(
          {
            expires: Type.Integer({ minimum: 0 }),
            signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
            download: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        produces: PRODUCES,
      },
    },
    async (request, reply) => {
      const { expires, signature, download } = request.query;
      if (!uploads.playback.verify(request.params.id, expires, signature)) {
        throw new AppError(
          403,
          'forbidden',
          'This playback link has expired or is not valid. Open the file again.',
        );
      }
      const file = await uploads.findForPlayback(request.params.id);
      return serveFile(uploads, file, request, reply, download === true);
    },
  );
  done();
};
