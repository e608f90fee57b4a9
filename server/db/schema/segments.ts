import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SegmentRule } from '../../../contract/segments';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';
import { mobileUsers } from './mobileUsers';

/**
 * A saved segment (docs/decisions.md, "Saved segments"): a named rule over an organisation's app
 * users, or a channel's followers when `content_provider_id` is set, evaluated again at every
 * send. The last count is kept for the list; a send records the count it reached itself.
 */
export const segments = pgTable(
  'segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: the organisation's; set: kept for that channel, over its followers. */
    channelId: uuid('content_provider_id').references(() => contentProviders.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    rule: jsonb('rule').$type<SegmentRule>().notNull(),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastCount: integer('last_count'),
    /** False: last_count is an estimate from a sample ("about 48,200"). */
    lastCountExact: boolean('last_count_exact').notNull().default(true),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }),
  },
  (t) => [index('segments_company_idx').on(t.companyId, t.channelId)],
);

/**
 * What each member last did with messages, kept so engagement rules read one row per member
 * rather than the receipts (docs/decisions.md, "Engagement facts"). Null: never.
 */
export const memberEngagement = pgTable('member_engagement', {
  mobileUserId: uuid('mobile_user_id')
    .primaryKey()
    .references(() => mobileUsers.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
  lastFeedbackYesAt: timestamp('last_feedback_yes_at', { withTimezone: true }),
  lastFeedbackNoAt: timestamp('last_feedback_no_at', { withTimezone: true }),
});
