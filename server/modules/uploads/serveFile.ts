import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { parseRange } from './range';
import type { StoredUpload } from './repository';
import type { UploadService } from './service';

/** Browsers keep a file an hour; the ETag (its SHA-256) revalidates it after. */
const CACHE = 'private, max-age=3600';

/** Uploaded HTML and PDF never run as a page of the API's origin: no script, no plugin, no form. */
export const DOCUMENT_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** `attachment` or `inline` with the file's name, ASCII and UTF-8 (RFC 6266). */
function disposition(kind: 'attachment' | 'inline', name: string) {
  return `${kind}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored file's bytes, as the content route and a signed playback link both do. Answers
 * HTTP Range requests (206 with Content-Range, 416 when unsatisfiable) so players seek without
 * downloading the whole file; If-None-Match against the ETag answers 304. Audio and video are
 * sent inline; HTML and PDF only as attachments under a sandboxing policy. Each `counted`
 * response (a member's play) that sends bytes adds one update to the file's counters and its
 * channel's: the bytes it carries, and a view when it starts at the first byte.
 */
export async function serveFile(
  uploads: UploadService,
  file: StoredUpload,
  request: FastifyRequest,
  reply: FastifyReply,
  { download, counted }: { download: boolean; counted: boolean },
) {
  const etag = `"${file.sha256}"`;
  const document = file.kind === 'document';
  void reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', CACHE)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      disposition(document || download ? 'attachment' : 'inline', file.fileName),
    );
  if (document) void reply.header('content-security-policy', DOCUMENT_POLICY);
  const type = file.contentType === 'text/html' ? 'text/html; charset=utf-8' : file.contentType;

  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send({
      code: 'range_not_satisfiable',
      message: 'The range asked for is not in the file.',
    });
  }
  const length = range ? range.end - range.start + 1 : file.size;
  void reply.header('content-type', type).header('content-length', String(length));
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  // An empty stream: Fastify's HEAD route then keeps the Content-Length set above.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));

  const stream = await uploads.store.read(file.storageKey, range ?? undefined);
  if (!stream) throw notFound('File');
  // One update per response, before it goes: its bytes, and a view when it starts the file.
  if (counted && length > 0) {
    const views = !range || range.start === 0 ? 1 : 0;
    await uploads
      .countServed({ id: file._id, channelId: file.channelID, kind: file.kind }, views, length)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the file served could not be counted');
      });
  }
  return reply.send(stream);
}
