import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  HTML_MAX_BYTES,
  UPLOAD_KINDS,
  type Upload,
  type UploadKind,
  type UploadUpdateBody,
} from '../../../contract/uploads';
import type { Database } from '../../db/client';
import type { DomainDeps } from '../../domains';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';
import { cannotDelete, sanitizeMessageHtml } from '../messages/public';
import { createMediaWorker } from './mediaWorker';
import { createPlaybackSigner } from './playback';
import { createFinishedTusUploads } from './finishedTusUploadsRepository';
import {
  createUploadRepository,
  type NewUpload,
  type Reader,
  type StoredUpload,
  type UploadRefusal,
  type UploadTarget,
} from './repository';
import { SNIFF_BYTES, acceptedFor, claimsAgree, sniffType } from './sniff';

const KIND_NAMES: Record<UploadKind, string> = {
  audio: 'an audio file (MP3, WAV, Ogg, AAC, FLAC)',
  video: 'a video file (MP4, WebM, QuickTime)',
  document: 'an HTML or PDF file',
};

/** A control character other than tab and line breaks. */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\t' && c !== '\n' && c !== '\r') || code === 127;
  });

const fieldError = (field: string, message: string, text = `The ${field} ${message}.`) =>
  new AppError('validation_error', text, [{ field, message }]);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const tooLarge = (limit: number) =>
  new AppError('payload_too_large', `The file is over ${megabytes(limit)}.`);

/** The form fields before the file, checked. */
export interface UploadFields {
  kind: UploadKind;
  title: string;
  description: string;
  channelId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readFields(fields: Record<string, string>): UploadFields {
  for (const [name, value] of Object.entries(fields)) {
    if (hasControl(value)) {
      throw new AppError('invalid_characters', `The ${name} holds a control character.`);
    }
  }
  const kind = fields.kind ?? '';
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) {
    throw fieldError('kind', 'must be audio, video or document');
  }
  const title = (fields.title ?? '').trim();
  if (title === '' || title.length > 200 || /[\r\n\t]/.test(title)) {
    throw fieldError('title', 'must be 1 to 200 characters on one line');
  }
  const description = fields.description ?? '';
  if (description.length > 2000) throw fieldError('description', 'must be at most 2000 characters');
  const channel = (fields.channel ?? '').trim();
  if (channel !== '' && !UUID.test(channel)) throw fieldError('channel', 'must be a channel id');
  return { kind: kind as UploadKind, title, description, channelId: channel || null };
}

/** The file the repository found, or the 404 for none the reader may see. */
function fileFound<T extends Upload>(file: T | null): T {
  if (!file) throw notFound('File');
  return file;
}

/** The answer to a file's channel refused: 404, 400 or 403. */
function refusal({ refused }: UploadRefusal): AppError {
  if (refused === 'channel_missing') return notFound('Channel');
  if (refused === 'video_off') return forbidden('Videos are not enabled for this channel.');
  return new AppError('validation_error', 'Choose an organization or a channel.', [
    { field: 'channel', message: 'is needed when no organization is chosen' },
  ]);
}

/** A file as it comes in: its stream, name and the type the client declared. */
export interface IncomingFile {
  file: Readable & { truncated?: boolean };
  filename: string;
  mimetype: string;
}

export function createUploadService(
  db: Database,
  deps: Pick<DomainDeps, 'config' | 'objectStore' | 'jwtSecret'>,
) {
  const playback = createPlaybackSigner(deps.jwtSecret);
  const repository = createUploadRepository(db, (id) => playback.urlFor(id, 'preview'));
  const store: ObjectStore = deps.objectStore;
  const limits = deps.config.uploads.maxBytes;
  // Lengths by ffprobe and QuickTime to MP4 by ffmpeg, in the background (mediaWorker.ts).
  const media = createMediaWorker(db, store, {
    ffmpegPath: deps.config.uploads.ffmpegPath,
    ffprobePath: deps.config.uploads.ffprobePath,
    dataDir: deps.config.dataDir,
  });

  /** The channel a file is put in, checked against the scope; null channel: the company's own. */
  async function targetFor(scope: Scope, channelId: string | null): Promise<UploadTarget> {
    const target = await repository.targetFor(scope, channelId);
    if ('refused' in target) throw refusal(target);
    return target;
  }

  /**
   * Streams one file part to object storage in constant memory: the first bytes decide its type
   * (by content), then the rest flows through a hash and a size count to the store. HTML is read
   * whole (up to HTML_MAX_BYTES), sanitised and stored as sanitised. Answers the row to insert.
   */
  async function receive(
    scope: Scope,
    seesPrivateVideo: boolean,
    adminId: string,
    fields: UploadFields,
    part: IncomingFile,
  ): Promise<NewUpload & { id: string }> {
    const target = await targetFor(scope, fields.channelId);
    if (fields.kind === 'video' && !seesPrivateVideo && !target.enablePrivateVideo) {
      part.file.resume();
      throw forbidden('Videos are not enabled for this channel.');
    }
    const limit = limits[fields.kind];
    const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const headParts: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      headParts.push(next.value);
      headLength += next.value.length;
    }
    const head = Buffer.concat(headParts);
    if (head.length === 0) throw fieldError('file', 'is empty', 'The file is empty.');
    const sniffed = await sniffType(head);
    if (!sniffed || !acceptedFor(fields.kind, sniffed)) {
      part.file.resume();
      throw new AppError('error_upload_type', `Choose ${KIND_NAMES[fields.kind]}.`);
    }
    if (!claimsAgree(part.filename, part.mimetype, sniffed)) {
      part.file.resume();
      throw new AppError(
        'error_upload_type_mismatch',
        'The file is not what its name or type says it is.',
      );
    }

    const id = randomUUID();
    const storageKey = `uploads/${target.companyId}/${id}`;
    const hash = createHash('sha256');
    let size = 0;

    let body: Readable;
    if (sniffed === 'text/html') {
      const parts: Buffer[] = [head];
      let total = head.length;
      while (!ended) {
        const next = await chunks.next();
        if (next.done) break;
        total += next.value.length;
        if (total > Math.min(limit, HTML_MAX_BYTES)) {
          part.file.resume();
          throw tooLarge(Math.min(limit, HTML_MAX_BYTES));
        }
        parts.push(next.value);
      }
      const clean = Buffer.from(sanitizeMessageHtml(Buffer.concat(parts).toString('utf8')), 'utf8');
      hash.update(clean);
      size = clean.length;
      body = Readable.from([clean]);
    } else {
      body = Readable.from(
        (async function* counted() {
          let chunk: Buffer<ArrayBufferLike> | null = head;
          let done = ended;
          while (chunk) {
            size += chunk.length;
            if (size > limit) throw tooLarge(limit);
            hash.update(chunk);
            yield chunk;
            if (done) break;
            const next = await chunks.next();
            chunk = next.done ? null : next.value;
            done = next.done ?? false;
          }
          if (part.file.truncated) throw tooLarge(limit);
        })(),
      );
    }
    await store.put(storageKey, body, sniffed);
    return {
      id,
      companyId: target.companyId,
      channelId: target.channelId,
      kind: fields.kind,
      title: fields.title,
      description: fields.description,
      contentType: sniffed,
      fileName: part.filename.slice(0, 255) || 'file',
      size,
      sha256: hash.digest('hex'),
      storageKey,
      createdBy: adminId,
      conversion: await media.conversionFor(sniffed),
    };
  }

  return {
    ...repository,
    targetFor,
    find: async (reader: Reader, id: string): Promise<StoredUpload> =>
      fileFound(await repository.find(reader, id)),
    /** A file by id alone, for a signed playback link (the signature stands for the reader). */
    findForPlayback: async (id: string): Promise<StoredUpload> =>
      fileFound(await repository.findForPlayback(id)),
    async update(reader: Reader, id: string, body: UploadUpdateBody): Promise<Upload> {
      const changed = await repository.update(reader, id, body);
      if (changed && 'refused' in changed) throw refusal(changed);
      return fileFound(changed);
    },
    /** The storage key of the deleted file; 409 while a message still to be sent carries it. */
    async remove(reader: Reader, id: string): Promise<string> {
      const key = await repository.remove(reader, id);
      if (key === null) throw notFound('File');
      if (typeof key !== 'string')
        throw cannotDelete('A message that is still to be sent carries this file.');
      return key;
    },
    store,
    limits,
    receive,
    playback,
    media,
    dataDir: deps.config.dataDir,
    /** The bucket resumable uploads keep their parts in, when S3 is configured. */
    s3: deps.config.uploads.s3,
    finishedTus: createFinishedTusUploads(db),
    consoleOrigins: deps.config.consoleOrigins,
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
