import { Type } from '@sinclair/typebox';
import { UploadIdParams } from '../../../contract/uploads';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';
import { readerOf, UPLOAD_ACCESS } from './uploadAccess';
import { serveFile } from './serveFile';

const PRODUCES = ['audio/*', 'video/*', 'application/pdf', 'text/html'];

/**
 * GET /upload/{id}/content: the bytes, for a signed-in admin (downloads). GET /upload/{id}/play:
 * the same bytes by a signed link, for players that fetch by URL and cannot send the session's
 * token: a message's recipient gets a member's link, the console's list and detail answers a
 * preview link (`preview=true`, signed as such). Both answer Range requests (serveFile). Only a
 * member's link counts toward the file's and its channel's views and data sent: an admin's
 * download or preview is not a member's play.
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
      return serveFile(uploads, file, request, reply, {
        download: request.query.download === true,
        counted: false,
      });
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
            /** The console's preview: served alike, never counted. */
            preview: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        produces: PRODUCES,
      },
    },
    async (request, reply) => {
      const { expires, signature, download, preview } = request.query;
      const audience = preview === true ? 'preview' : 'member';
      if (!uploads.playback.verify(request.params.id, expires, signature, audience)) {
        throw new AppError(
          'forbidden',
          'This playback link has expired or is not valid. Open the file again.',
        );
      }
      const file = await uploads.findForPlayback(request.params.id);
      return serveFile(uploads, file, request, reply, {
        download: download === true,
        counted: audience === 'member',
      });
    },
  );
  done();
};
