import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';

/**
 * Uploaded audio ("Wave" files), video and HTML/PDF documents (SPEC.md section 1). The bytes are
 * in object storage under `storage_key` (server/providers/objectStorage); the row holds what the
 * type check found by content, the size and the SHA-256 (the ETag). A file belongs to its company
 * and, when one is named, to a channel (whose counters its views go to, and whose
 * enable_private_video decides who sees its videos).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The type its content showed (never the name or the browser's claim). */
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Audio and video: read with ffprobe after the upload; null until known, or unknowable. */
    durationSeconds: real('duration_seconds'),
    /** Whether ffprobe has been asked (so a file it cannot read is not probed at every start). */
    probed: boolean('probed').notNull().default(false),
    /** QuickTime video to MP4: none, pending, done, failed, or unavailable (no ffmpeg). */
    conversion: text('conversion').notNull().default('none'),
    /** Served by the content route: responses that began at the first byte, and bytes sent. */
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    bytesSent: bigint('bytes_sent', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_kind_check', sql`${t.kind} in ('audio', 'video', 'document')`),
    check(
      'uploads_conversion_check',
      sql`${t.conversion} in ('none', 'pending', 'done', 'failed', 'unavailable')`,
    ),
    index('uploads_company_kind_idx').on(t.companyId, t.kind, t.createdAt.desc(), t.id),
    index('uploads_channel_idx').on(t.contentProviderId),
  ],
);

/**
 * Resumable uploads that have finished, for a day (migration 0075): a resume of one learns it is
 * complete and its file's id from whichever API instance it reaches.
 */
export const tusFinishedUploads = pgTable(
  'tus_finished_uploads',
  {
    tusId: text('tus_id').primaryKey(),
    uploadId: uuid('upload_id').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    adminId: uuid('admin_id').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tus_finished_uploads_finished_at_idx').on(t.finishedAt)],
);
