import type { MultipartFile } from '@fastify/multipart';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  UploadDeletedResponse,
  UploadIdParams,
  UploadListQuery,
  UploadListResponse,
  UploadResponse,
  UploadUpdateBody,
} from '../../../contract/uploads';
import type { DomainRoutes } from '../../domains';
import { AppError, unauthorized } from '../../lib/errors';
import { forEachPart } from '../../plugins/uploads';
import { readFields } from './service';
import { contentRoutes } from './contentRoutes';
import { readerOf, UPLOAD_ACCESS } from './uploadAccess';
import { tusRoutes } from './tusRoutes';

const tags = ['uploads'];

/**
 * POST /upload (streamed multipart: kind, title, description, channel, then the file), the list,
 * one file, its update and delete. Paths in docs/decisions.md, "Uploads and object storage".
 */
export const uploadRoutes: DomainRoutes = (app, repositories, done) => {
  const { uploads } = repositories;
  const largest = Math.max(...Object.values(uploads.limits));

  app.post(
    '/upload',
    {
      config: {
        access: UPLOAD_ACCESS,
        audit: { ownEntry: 'streams the file to storage before its transaction opens' },
      },
      schema: {
        tags,
        summary:
          'Upload an audio, video or HTML/PDF file (multipart: kind, title, description, channel, then "file")',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResponse,
          ...authErrors,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const admin = request.admin;
      if (!admin) throw unauthorized();
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
      }
      const fields: Record<string, string> = {};
      const received: { upload: Awaited<ReturnType<typeof uploads.receive>> | null } = {
        upload: null,
      };
      await forEachPart(
        request,
        { fileSize: largest + 1, files: 1, fields: 10, fieldSize: 8 * 1024 },
        async (part) => {
          if (part.type === 'field') {
            // The file comes last; a field after it is not read.
            if (!received.upload)
              fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
            return;
          }
          const file: MultipartFile = part;
          if (file.fieldname !== 'file') {
            file.file.resume();
            throw new AppError('validation_error', 'Send the file in the form field "file".', [
              { field: 'file', message: 'is the form field the file goes in' },
            ]);
          }
          let checked;
          try {
            checked = readFields(fields);
          } catch (error) {
            file.file.resume();
            throw error;
          }
          received.upload = await uploads.receive(
            reader.scope,
            reader.seesPrivateVideo,
            admin.id,
            checked,
            file,
          );
        },
      );
      const upload = received.upload;
      if (!upload) {
        throw new AppError('validation_error', 'Choose a file to upload (form field "file").', [
          { field: 'file', message: 'is required' },
        ]);
      }
      try {
        const id = await request.audited(() => uploads.insert(upload));
        // Its length, and its conversion when it is QuickTime, in the background.
        uploads.media.enqueue(id);
        reply.status(201);
        return { success: true as const, data: uploads.strip(await uploads.find(reader, id)) };
      } catch (error) {
        await uploads.store.delete(upload.storageKey).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/upload',
    {
      config: { access: UPLOAD_ACCESS },
      schema: {
        tags,
        summary: 'The uploaded files in scope, newest first (type, channel, search, paging)',
        querystring: UploadListQuery,
        response: { 200: UploadListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await uploads.list(readerOf(request), request.query),
    }),
  );

  app.get(
    '/upload/:id',
    {
      config: { access: UPLOAD_ACCESS },
      schema: {
        tags,
        summary: 'One uploaded file',
        params: UploadIdParams,
        response: { 200: UploadResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: uploads.strip(await uploads.find(readerOf(request), request.params.id)),
    }),
  );

  app.put(
    '/upload/:id',
    {
      config: { access: UPLOAD_ACCESS },
      schema: {
        tags,
        summary: "Change a file's title, description or channel",
        params: UploadIdParams,
        body: UploadUpdateBody,
        response: { 200: UploadResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await uploads.update(readerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/upload/:id',
    {
      config: {
        access: UPLOAD_ACCESS,
        audit: { ownEntry: 'removes the stored bytes only once the row is gone' },
      },
      schema: {
        tags,
        summary: 'Delete an uploaded file',
        description:
          'A file a message still to be sent carries (a scheduled Vocast) answers 409 error_deleting_message.',
        params: UploadIdParams,
        response: { 200: UploadDeletedResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const key = await request.audited(() => uploads.remove(reader, request.params.id));
      await uploads.store.delete(key).catch((error: unknown) => {
        request.log.error(
          { err: error, key },
          'an uploaded file could not be removed from storage',
        );
      });
      return { success: true as const, data: { _id: request.params.id } };
    },
  );

  // The lengths and conversions a stop or a crash left unfinished; the app's close stops them.
  app.addHook('onReady', async () => {
    uploads.media.reportTo((error, uploadId) => {
      app.log.error({ err: error, uploadId }, 'an uploaded file could not be probed or converted');
    });
    await uploads.media.resume();
  });
  app.addHook('onClose', async () => {
    await uploads.media.close();
  });

  void app.register(contentRoutes, repositories);
  void app.register(tusRoutes, repositories);
  done();
};
