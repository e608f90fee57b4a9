import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';

/**
 * Uploaded content (SPEC.md section 1: audio, the spec's "Wave" files; video; HTML/PDF
 * documents), as the /upload-file/* screens list, show, edit and play them. The file's type is
 * judged by its content, never by its name; docs/decisions.md, "Uploads and object storage".
 */
export const UPLOAD_KINDS = ['audio', 'video', 'document'] as const;
export const UploadKind = Type.Union(UPLOAD_KINDS.map((kind) => Type.Literal(kind)));
export type UploadKind = Static<typeof UploadKind>;

/** HTML is sanitised whole, so an HTML document is held to this size (PDFs to the kind's limit). */
export const HTML_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A QuickTime (.mov) video is converted to MP4 after the upload: 'none' for anything else,
 * 'unavailable' when the server has no ffmpeg (the file is kept as uploaded and may not play
 * everywhere).
 */
export const CONVERSION_STATES = ['none', 'pending', 'done', 'failed', 'unavailable'] as const;
export const Conversion = Type.Union(CONVERSION_STATES.map((state) => Type.Literal(state)));
export type Conversion = Static<typeof Conversion>;

export const Upload = Type.Object({
  _id: Type.String(),
  kind: UploadKind,
  title: Type.String(),
  description: Type.String(),
  /** The type the content showed: audio/mpeg, video/mp4, application/pdf, text/html... */
  contentType: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  /** The channel the file belongs to, or null for a company-wide file. */
  channelID: Type.Union([Type.String(), Type.Null()]),
  channelName: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  /** Where the bytes are served (Range requests answered): GET /upload/{id}/content. */
  contentUrl: Type.String(),
  /**
   * The same bytes without a session, for players that fetch by URL (audio, video, pdf.js):
   * GET /upload/{id}/play with a signature that expires in one to two hours.
   */
  playbackUrl: Type.String(),
  /** Audio and video length, read after the upload; null until known or when unknown. */
  durationSeconds: Type.Union([Type.Number(), Type.Null()]),
  /**
   * True while the server has still to read an audio or video file's length (ffprobe runs in the
   * background after the upload): a screen asks again until it is false.
   */
  durationPending: Type.Boolean(),
  /** Responses of the content route that began at the first byte. */
  views: Type.Integer(),
  /** Bytes the content route has sent of this file. */
  bytesSent: Type.Integer(),
  conversion: Conversion,
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
});
export type Upload = Static<typeof Upload>;

export const UPLOAD_SORTS = [
  'dateCreated',
  'title',
  'size',
  'durationSeconds',
  'views',
  'bytesSent',
] as const;
export const UploadSort = Type.Union(UPLOAD_SORTS.map((sort) => Type.Literal(sort)));
export type UploadSort = Static<typeof UploadSort>;

export const UploadListQuery = Type.Object(
  {
    type: Type.Optional(UploadKind),
    /** Only this channel's files. */
    channelID: Type.Optional(Type.String({ format: 'uuid' })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    /** The order of the list: newest first unless asked otherwise. */
    sort: Type.Optional(UploadSort),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type UploadListQuery = Static<typeof UploadListQuery>;

export const UploadListResponse = Success(
  Type.Object({ uploads: Type.Array(Upload), total: Type.Integer() }),
);
export type UploadListResponse = Static<typeof UploadListResponse>;

export const UploadResponse = Success(Upload);
export type UploadResponse = Static<typeof UploadResponse>;

export const UploadIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** PUT /upload/{id}: the file stays; its title, description and channel change. */
export const UploadUpdateBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    description: Type.Optional(FreeText({ maxLength: 2000 })),
    /** A channel of the file's company, or null for none. */
    channelID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UploadUpdateBody = Static<typeof UploadUpdateBody>;

export const UploadDeletedResponse = Success(Type.Object({ _id: Type.String() }));
export type UploadDeletedResponse = Static<typeof UploadDeletedResponse>;

/** The multipart fields of POST /upload, before the file (form field "file", last). */
export const UPLOAD_FIELDS = ['kind', 'title', 'description', 'channel'] as const;
