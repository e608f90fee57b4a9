import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Server, type Upload as TusUpload } from '@tus/server';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { createTusDatastore, TUS_EXPIRY_MS } from './tusDatastore';
import { readerOf, UPLOAD_ACCESS } from './uploadAccess';
import { readFields } from './service';

export const TUS_PATH = '/upload/tus';

/** The answer headers the console's tus client reads across origins. */
const TUS_EXPOSED_HEADERS = 'Upload-Offset, Upload-Length, Upload-Id, Tus-Resumable';

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** How long a resume waits for an upload's last request to store the file. */
const FINISH_WAIT_MS = 30_000;

/** An answer tus sends for a refusal of ours (it reads `status_code` and `body`). */
class TusAnswer extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

/** Our error as tus answers it: its status and our error body; anything else as it is. */
function tusError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new TusAnswer(
    error.statusCode,
    JSON.stringify({ code: error.code, message: error.message, details: error.details }),
  );
}

/**
 * Resumable uploads (the tus protocol, `@tus/server`) under /upload/tus, behind the same session,
 * access key and scope as POST /upload. The client names the file in Upload-Metadata (`kind`,
 * `title`, `description`, `channel`, `filename`, `filetype`); the parts wait in the S3 bucket when
 * one is configured, else in DATA_DIR/tus (tusDatastore.ts), and, when the last byte is in, the file goes through the same type check and into object storage
 * as a multipart upload does, and its row is written in an audited transaction. The finishing
 * PATCH answers the new upload's id in `Upload-Id`. An upload may be resumed (HEAD, PATCH) and
 * cancelled (DELETE) by the admin who began it only.
 */
export const tusRoutes: DomainRoutes = (app, { uploads }, done) => {
  const datastore = createTusDatastore(uploads.s3, uploads.dataDir);
  const current = new AsyncLocalStorage<FastifyRequest>();
  const requestNow = () => {
    const request = current.getStore();
    if (!request) throw new Error('a tus callback outside its request');
    return request;
  };
  const largest = Math.max(...Object.values(uploads.limits));
  const finished = uploads.finishedTus;

  const tus = new Server({
    path: TUS_PATH,
    datastore,
    maxSize: largest,
    respectForwardedHeaders: false,
    // tus answers CORS itself (the reply is hijacked): the console's origins, as the API allows,
    // and the finishing answer's Upload-Id readable by the console.
    allowedOrigins: uploads.consoleOrigins,
    exposedHeaders: ['Upload-Id'],
    // tus's own refusals (a wrong offset...) stand; anything unforeseen shows nothing inside.
    onResponseError(_req, error) {
      if (error instanceof TusAnswer || !(error instanceof Error)) return undefined;
      if ('status_code' in error) return undefined;
      current.getStore()?.log.error({ err: error }, 'a resumable upload failed');
      return {
        status_code: 500,
        body: JSON.stringify({ code: 'internal_error', message: 'The upload failed.' }),
      };
    },
    async onUploadCreate(_req, upload) {
      const request = requestNow();
      const reader = readerOf(request);
      const metadata = upload.metadata ?? {};
      try {
        const fields = readFields({
          kind: metadata.kind ?? '',
          title: metadata.title ?? '',
          description: metadata.description ?? '',
          channel: metadata.channel ?? '',
        });
        const limit = uploads.limits[fields.kind];
        if (upload.size !== undefined && upload.size > limit) {
          throw new AppError('payload_too_large', `The file is over ${limit / 1024 / 1024} MB.`);
        }
        const target = await uploads.targetFor(reader.scope, fields.channelId);
        return {
          metadata: {
            ...metadata,
            adminId: request.admin?.id ?? '',
            channel: target.channelId ?? '',
          },
        };
      } catch (error) {
        throw tusError(error);
      }
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const request = requestNow();
      let owner: string | null | undefined;
      try {
        owner = (await datastore.getUpload(id)).metadata?.adminId;
      } catch {
        return; // tus answers 404 itself
      }
      if (owner !== request.admin?.id) {
        throw new TusAnswer(404, 'The upload was not found.\n');
      }
    },
    onUploadFinish: (_req, upload: TusUpload) =>
      finished.finishing(upload.id, () => finishUpload(upload)),
  });

  async function finishUpload(upload: TusUpload) {
    const request = requestNow();
    const reader = readerOf(request);
    const metadata = upload.metadata ?? {};
    try {
      const fields = readFields({
        kind: metadata.kind ?? '',
        title: metadata.title ?? '',
        description: metadata.description ?? '',
        channel: metadata.channel ?? '',
      });
      const admin = request.admin;
      if (!admin) throw new AppError('error_unauthorized', 'Sign in to continue.');
      const stored = await uploads.receive(
        reader.scope,
        reader.seesPrivateVideo,
        admin.id,
        fields,
        {
          file: await datastore.read(upload.id),
          filename: metadata.filename ?? 'file',
          mimetype: metadata.filetype ?? '',
        },
      );
      try {
        await request.audited(() => uploads.insert(stored));
      } catch (error) {
        await uploads.store.delete(stored.storageKey).catch(() => undefined);
        throw error;
      }
      uploads.media.enqueue(stored.id);
      await finished
        .remember(upload.id, {
          uploadId: stored.id,
          size: upload.size ?? upload.offset,
          adminId: admin.id,
        })
        .catch(() => undefined);
      await datastore.remove(upload.id).catch(() => undefined);
      return { headers: { 'Upload-Id': stored.id } };
    } catch (error) {
      await datastore.remove(upload.id).catch(() => undefined);
      throw tusError(error);
    }
  }

  const cleanUp = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error: unknown) => {
      app.log.error({ err: error }, 'expired resumable uploads could not be removed');
    });
    finished.forgetOlderThan(TUS_EXPIRY_MS).catch((error: unknown) => {
      app.log.error({ err: error }, 'finished resumable uploads could not be forgotten');
    });
  }, CLEAN_UP_EVERY_MS);
  cleanUp.unref();
  app.addHook('onClose', (_instance, closed) => {
    clearInterval(cleanUp);
    closed();
  });

  // tus reads the body itself: Fastify must leave it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, parsed) =>
    parsed(null),
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const done = await finishedAnswer(request, reply);
    if (done) return done;
    reply.hijack();
    await current.run(request, () => tus.handle(request.raw, reply.raw));
  };

  /**
   * A resume (HEAD) or a repeated last chunk (PATCH) of an upload that has finished: answered as
   * complete, with the stored file's id, for the admin who made it.
   */
  async function finishedAnswer(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'HEAD' && request.method !== 'PATCH') return null;
    const { id } = request.params as { id?: string };
    if (!id) return null;
    let upload = await finished.find(id);
    if (!upload) {
      // Every byte in but the row not yet written: the finishing is under way or about to be.
      const info = await datastore.getUpload(id).catch(() => null);
      const complete = info?.size !== undefined && info.offset === info.size;
      if (complete) upload = await finished.outcome(id, FINISH_WAIT_MS);
    }
    if (!upload || upload.adminId !== request.admin?.id) return null;
    const origin = request.headers.origin;
    if (origin && uploads.consoleOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', TUS_EXPOSED_HEADERS);
    }
    return reply
      .status(request.method === 'HEAD' ? 200 : 204)
      .header('Tus-Resumable', '1.0.0')
      .header('Cache-Control', 'no-store')
      .header('Upload-Offset', String(upload.size))
      .header('Upload-Length', String(upload.size))
      .header('Upload-Id', upload.uploadId)
      .send();
  }
  const writes = ['POST', 'PATCH', 'DELETE'];
  for (const [url, methods] of [
    [TUS_PATH, ['POST']],
    [`${TUS_PATH}/:id`, writes],
  ] as const) {
    app.route({
      method: [...methods],
      url,
      config: {
        access: UPLOAD_ACCESS,
        audit: {
          ownEntry: 'a tus upload streams in over several requests; its last one writes the row',
        },
      },
      // The tus protocol's own requests and answers, not JSON: left out of the OpenAPI document.
      schema: { hide: true },
      handler,
    });
  }
  // Where a resumed upload stands (Upload-Offset): a read.
  app.route({
    method: 'HEAD',
    url: `${TUS_PATH}/:id`,
    config: { access: UPLOAD_ACCESS },
    schema: { hide: true },
    handler,
  });
  done();
};
