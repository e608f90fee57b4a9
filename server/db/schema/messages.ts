import type { ReviewState } from '../../../contract/messageReviewState';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { currentRequestId } from '../../lib/requestContext';
import { adminUsers } from './admins';
import { bytea } from './bytea';
import { contentProviders } from './channels';
import { companies } from './companies';
import { uploads } from './uploads';

/** Who a message goes to: the whole channel, some groups, or the users list's filter. */
export type StoredAudience =
  | { kind: 'all' }
  | { kind: 'groups'; groups: string[] }
  | { kind: 'users'; filter: Record<string, unknown> }
  /** A follow-up or reminder: the original's non-confirmers, frozen in a snapshot when sent. */
  | { kind: 'followUp'; messageId: string; snapshotId: string };

/** A rich push's action button: its label and the link it opens (https or the app's scheme). */
export interface StoredPushButton {
  label: string;
  url: string;
}

/**
 * Users an audience names who do not follow the sending channel, so it does not reach them: how
 * many (each once), the channel's name, and for an audience of groups each group holding some.
 */
export interface StoredNotFollowing {
  channel: string;
  users: number;
  groups: { _id: string; name: string; users: number }[];
}

/**
 * What an admin wrote once, and when it goes out. `kind` tells a plain message from an award
 * campaign (platform admins) and a sequence step (sent an interval after each user joins).
 * Schedules are wall-clock times in `time_zone`; `next_due_at` is the next occurrence in UTC,
 * kept by the scheduler so a restart loses nothing.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The HTTP request that wrote it (migration 0071): filled on every insert made while a
     * request runs (lib/requestContext.ts), null for what the engine writes.
     */
    requestId: text('request_id').$defaultFn(() => currentRequestId() ?? sql`null`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'message' | 'campaign' | 'sequence'>().notNull().default('message'),
    type: text('type').notNull().default('Regular Message'),
    title: text('title').notNull().default(''),
    pushMessage: text('push_message').notNull().default(''),
    /** The language of the message's own text; null: the organisation's default then. */
    language: text('language'),
    /** Sanitised HTML. */
    message: text('message').notNull().default(''),
    url: text('url'),
    phone: text('phone'),
    /** Target platform: all, ios, android or web. */
    device: text('device').notNull().default('all'),
    /**
     * How recipients are reached, as the sender chose (contract/messages.ts DELIVERY_MODES):
     * push with the channel's fallback to SMS or email, push only, SMS only or email only.
     */
    deliveryMode: text('delivery_mode')
      .$type<'fallback' | 'push' | 'sms' | 'email'>()
      .notNull()
      .default('fallback'),
    /** Campaign targets: a list of platforms. */
    targets: jsonb('targets').$type<string[]>().notNull().default([]),
    isReadRequired: boolean('is_read_required').notNull().default(false),
    enableFeedback: boolean('enable_feedback').notNull().default(false),
    /** Urgent messages go out in the recipients' quiet hours too. */
    urgent: boolean('urgent').notNull().default(false),
    fileId: uuid('file_id').references(() => messageFiles.id, { onDelete: 'set null' }),
    /**
     * An uploaded file the message carries: the audio of a Vocast, the video of a Vidcast, or a
     * document picked instead of a new attachment. Its company's (and channel's) own.
     */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    audience: jsonb('audience').$type<StoredAudience>().notNull().default({ kind: 'all' }),
    /** now, once, weekdays or daily. */
    scheduleType: text('schedule_type').notNull().default('now'),
    scheduleDate: text('schedule_date'),
    scheduleTime: text('schedule_time'),
    scheduleDays: jsonb('schedule_days').$type<number[]>().notNull().default([]),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    /**
     * A once-schedule sent when each recipient's own clock shows schedule_date schedule_time,
     * rather than when the sender's does.
     */
    localTimeSend: boolean('local_time_send').notNull().default(false),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** 1 while it still has occurrences to come (or an active campaign or step), 0 when done. */
    status: integer('status').notNull().default(1),
    /** Sequence steps: label, days after joining, module. */
    label: text('label'),
    intervalDays: integer('interval_days'),
    module: text('module'),
    recipients: bigint('recipients', { mode: 'number' }).notNull().default(0),
    /**
     * Who the audience left out because they do not follow the channel, counted when it was sent
     * or scheduled (as `recipients`); null when nobody was (migration 0054).
     */
    notFollowing: jsonb('not_following').$type<StoredNotFollowing>(),
    sent: bigint('sent', { mode: 'number' }).notNull().default(0),
    read: bigint('read', { mode: 'number' }).notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** The message this one follows up: sent to those who had not confirmed it. */
    followUpOf: uuid('follow_up_of').references((): AnyPgColumn => messages.id),
    /** A reminder the engine sent (1, 2, …); null for a follow-up an admin sent. */
    reminderNumber: integer('reminder_number'),
    /** Compose-time reminders: to the non-confirmers every N hours after sending, K times. */
    reminderAfterHours: integer('reminder_after_hours'),
    reminderTimes: integer('reminder_times').notNull().default(0),
    /** Rich push (migration 0058): an https image and up to three buttons, each with its link. */
    pushImage: text('push_image'),
    pushButtons: jsonb('push_buttons').$type<StoredPushButton[]>().notNull().default([]),
    /**
     * Its review, when its organisation required one (migration 0059): 'pending' and 'returned'
     * hold it back from every way out; null when it needed none.
     */
    reviewState: text('review_state').$type<ReviewState>(),
    reviewSubmittedBy: uuid('review_submitted_by'),
    reviewSubmittedAt: timestamp('review_submitted_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (t) => [
    index('messages_follow_up_idx').on(t.followUpOf, t.dateCreated),
    // Each reminder of a message exists once, however often the engine looks.
    uniqueIndex('messages_reminder_idx')
      .on(t.followUpOf, t.reminderNumber)
      .where(sql`${t.reminderNumber} is not null`),
    index('messages_reminders_due_idx')
      .on(t.id)
      .where(sql`${t.reminderTimes} > 0 and not ${t.isDeleted}`),
    // The id ends both keys: the history sorts newest first with the id breaking ties, so a page
    // is read in index order with no sort of every message.
    index('messages_company_created_idx').on(t.companyId, t.kind, t.dateCreated, t.id),
    index('messages_channel_created_idx').on(t.contentProviderId, t.kind, t.dateCreated, t.id),
    index('messages_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.nextDueAt} is not null and not ${t.isDeleted}`),
    // The history's search: trigrams of message_search_text (migration 0055, a SQL function of
    // the title, the push text and the rich message's text without tags).
    index('messages_search_idx')
      .using(
        'gin',
        sql`message_search_text(${t.title}, ${t.pushMessage}, ${t.message}) gin_trgm_ops`,
      )
      .where(sql`${t.kind} = 'message' and not ${t.isDeleted}`),
    // The review queue: the few messages awaiting an approver or their sender's edit.
    index('messages_review_idx')
      .on(t.companyId, t.reviewState)
      .where(sql`${t.reviewState} in ('pending', 'returned') and not ${t.isDeleted}`),
    check(
      'messages_delivery_mode_check',
      sql`${t.deliveryMode} in ('fallback', 'push', 'sms', 'email')`,
    ),
  ],
);

/**
 * One sending of a message: once for a plain message, one per day or weekday for a recurring
 * one. A worker claims it with a lease and walks the audience by user id from `cursor`, so a
 * worker killed mid-way is resumed where its last committed batch ended.
 */
export const messageOccurrences = pgTable(
  'message_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** pending, sending, done or failed. */
    state: text('state').notNull().default('pending'),
    cursor: uuid('cursor'),
    /** Sequence steps: followers who joined up to this time have been sent the step. */
    watermark: timestamp('watermark', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * How many ranges of user ids the audience was split into for workers to share, or null
     * while one worker walks it whole (`cursor`, `lease_owner`).
     */
    ranges: smallint('ranges'),
    /** The request that queued it (migration 0071); null when the engine did. */
    requestId: text('request_id').$defaultFn(() => currentRequestId() ?? sql`null`),
  },
  (t) => [
    uniqueIndex('message_occurrences_message_due_idx').on(t.messageId, t.dueAt),
    index('message_occurrences_open_idx')
      .on(t.dueAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
  ],
);

/**
 * One range of user ids of a split occurrence, [lo, hi), walked like a whole occurrence: claimed
 * with a lease, by user id from `cursor`. Workers take different ranges of the same occurrence at
 * once; the occurrence is done when its last range is.
 */
export const occurrenceRanges = pgTable(
  'occurrence_ranges',
  {
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => messageOccurrences.id, { onDelete: 'cascade' }),
    lo: uuid('lo').notNull(),
    /** Exclusive; null for the last range, which runs to the end of the id space. */
    hi: uuid('hi'),
    /** pending, sending or done. */
    state: text('state').notNull().default('pending'),
    cursor: uuid('cursor'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.lo] }),
    index('occurrence_ranges_open_idx')
      .on(t.occurrenceId)
      .where(sql`${t.state} <> 'done'`),
  ],
);

/**
 * One recipient's copy of one occurrence. Its id is the unguessable link the recipient opens;
 * the unique (occurrence, user) pair is what makes delivery exactly once.
 */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * No foreign key: only the fan-out writes receipts, with the id of the occurrence it holds
     * leased, and the per-row check cost a fifth of the fan-out's time. Messages are deleted
     * with a flag, so an occurrence never goes away under its receipts.
     */
    occurrenceId: uuid('occurrence_id').notNull(),
    /** No foreign key: a receipt is history and outlives the user; reads left-join the user. */
    mobileUserId: uuid('mobile_user_id').notNull(),
    /** push, sms, email, none (no way to reach the user) or capped (over the frequency cap). */
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readResponse: boolean('read_response').notNull().default(false),
    /** null unanswered, -1 dismissed, 0 no, 1 yes. */
    feedback: smallint('feedback'),
    feedbackComment: text('feedback_comment'),
    /** The variant the recipient got; null: the message's own text. */
    language: text('language'),
    /**
     * When the member deleted it from the app's inbox: hidden there only; the receipt, its counts,
     * history and audit stay (docs/decisions.md, "The app's inbox").
     */
    inboxRemovedAt: timestamp('inbox_removed_at', { withTimezone: true }),
    /**
     * When it was confirmed and when answered yes or no, set by a trigger as it happens (migration
     * 0068); null on receipts answered before, whose open time stands for it.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_receipts_occurrence_user_idx').on(t.occurrenceId, t.mobileUserId),
    // The app's inbox: a member's receipts newest first, walked by (sent_at, id).
    index('message_receipts_user_sent_idx').on(t.mobileUserId, t.sentAt.desc(), t.id.desc()),
  ],
);

/** A message's text in another language than its own; members of that language get it. */
export const messageVariants = pgTable(
  'message_variants',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    pushMessage: text('push_message').notNull().default(''),
    message: text('message').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.language] })],
);

/**
 * What the providers deliver: one row per receipt that has a way to reach its user, written in
 * the receipt's own transaction. The outbox providers stop here (rows stay `stored`); a real
 * adapter's dispatcher takes `queued` rows, calls the provider and marks them `sent`.
 */
export const deliveryOutbox = pgTable(
  'delivery_outbox',
  {
    /** No foreign key: written in the same statement as its receipt, from that insert's ids. */
    receiptId: uuid('receipt_id').primaryKey(),
    /**
     * The receipt's occurrence, so the dispatcher counts what it hands over per send
     * (delivery_progress) without reading the receipts. Null on rows written before it was kept.
     */
    occurrenceId: uuid('occurrence_id'),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    state: text('state').notNull().default('stored'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the dispatcher may take a queued row (again): now, after a lease, or after a backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    /**
     * What each channel's dispatcher takes next: its queued rows by when they are due, so a
     * lane never walks past another channel's rows.
     */
    index('delivery_outbox_channel_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
  ],
);

/**
 * What became of an occurrence's outbox rows, counted as it happens: `outcome` is 'queued' (a
 * row written for a real adapter), 'stored' (kept in the outbox: no provider configured), 'sent'
 * (a provider accepted it) or 'failed:<reason>' (given up). The fan-out adds the first two in its
 * batch statement and the dispatcher the others in its record statement, each process in a
 * `shard` of its own so two processes never wait on one counter row; readers sum the shards.
 * A message's page reads its progress here instead of counting a million outbox rows.
 */
export const deliveryProgress = pgTable(
  'delivery_progress',
  {
    occurrenceId: uuid('occurrence_id').notNull(),
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.occurrenceId, t.channel, t.outcome, t.shard] })],
);

/** An HTML or PDF file attached to a message, kept in the database beside it. */
export const messageFiles = pgTable('message_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
