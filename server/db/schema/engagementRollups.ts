import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The channel id of a message sent on no channel (the organisation's own). */
export const NO_CHANNEL_ID = '00000000-0000-0000-0000-000000000000';

const figures = {
  /** Sends (occurrences) that reached this delivery channel; on 'all' rows, every send once. */
  sends: integer('sends').notNull().default(0),
  recipients: counter('recipients'),
  /** Handed to a provider and accepted (delivery_progress 'sent'). */
  handed: counter('handed'),
  /** Kept in the outbox: no provider configured (delivery_progress 'stored'). */
  stored: counter('stored'),
  failed: counter('failed'),
  opened: counter('opened'),
  confirmed: counter('confirmed'),
  feedbackYes: counter('feedback_yes'),
  feedbackNo: counter('feedback_no'),
};

/**
 * Daily engagement rollups (docs/decisions.md, "Engagement over time"), kept by statement-level
 * triggers of migration 0068 on message_receipts, delivery_progress and messages: per channel
 * (NO_CHANNEL_ID for none), UTC day of the send, delivery channel (push, sms, email, none,
 * capped; rows of 'all' carry only `sends`) and message type. Opens, confirmations, answers and
 * provider outcomes count on their send's day; a deleted message's counts leave.
 */
export const engagementDaily = pgTable(
  'engagement_daily',
  {
    channelId: uuid('channel_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deliveryChannel: text('delivery_channel').notNull(),
    messageType: text('message_type').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...figures,
  },
  (t) => [
    primaryKey({
      name: 'engagement_daily_pk',
      columns: [t.channelId, t.day, t.deliveryChannel, t.messageType],
    }),
  ],
);

/** The same rollups summed over an organisation's channels, kept by the same statements. */
export const engagementDailyOrg = pgTable(
  'engagement_daily_org',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    deliveryChannel: text('delivery_channel').notNull(),
    messageType: text('message_type').notNull(),
    ...figures,
  },
  (t) => [
    primaryKey({
      name: 'engagement_daily_org_pk',
      columns: [t.companyId, t.day, t.deliveryChannel, t.messageType],
    }),
  ],
);

/** Which sends `sends` has counted, per delivery channel and once as 'all'. */
export const engagementRollupSends = pgTable(
  'engagement_rollup_sends',
  {
    occurrenceId: uuid('occurrence_id').notNull(),
    deliveryChannel: text('delivery_channel').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'engagement_rollup_sends_pk',
      columns: [t.occurrenceId, t.deliveryChannel],
    }),
  ],
);

/**
 * Sends whose receipts members' engagement facts have not taken yet: the receipts' insert notes
 * the send, and the engine's loop applies it once it is done (engagement_facts_catch_up in
 * migrations 0068 and 0078; docs/decisions.md, "Engagement facts").
 */
export const engagementFactsPending = pgTable('engagement_facts_pending', {
  occurrenceId: uuid('occurrence_id').primaryKey(),
  notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last member whose receipts were applied: a large send is taken in parts (0078). */
  afterUser: uuid('after_user'),
});
