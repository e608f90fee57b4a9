import { bigint, date, pgTable, pgView, uuid } from 'drizzle-orm/pg-core';
import { contentProviders } from './channels';

/**
 * A channel's usage, one row per channel, kept by triggers in the same transaction as what they
 * count (migration 0024), so the channel list reads them with one join. `month` is the UTC month
 * the `*_month` columns belong to; a write in a later month rolls them first (this month's become
 * last month's), and reads go through the view `channel_usage`, which shows a row left from an
 * earlier month as rolled. `followers` and `registered_followers` are the channel's live app users
 * of its own company, summed from channel_user_counts, so the list sorts by them on an index.
 */
export const channelUsageCounters = pgTable('channel_usage_counters', {
  contentProviderId: uuid('content_provider_id')
    .primaryKey()
    .references(() => contentProviders.id, { onDelete: 'cascade' }),
  month: date('month').notNull(),
  followers: bigint('followers', { mode: 'number' }).notNull().default(0),
  registeredFollowers: bigint('registered_followers', { mode: 'number' }).notNull().default(0),
  sentSms: bigint('sent_sms', { mode: 'number' }).notNull().default(0),
  smsSentMonth: bigint('sms_sent_month', { mode: 'number' }).notNull().default(0),
  offAppTextCreditsUsedLastMonth: bigint('off_app_text_credits_used_last_month', {
    mode: 'number',
  })
    .notNull()
    .default(0),
  offAppTextCreditsPurchasedMonth: bigint('off_app_text_credits_purchased_month', {
    mode: 'number',
  })
    .notNull()
    .default(0),
  offAppTextCreditsPurchasedLastMonth: bigint('off_app_text_credits_purchased_last_month', {
    mode: 'number',
  })
    .notNull()
    .default(0),
  messagesSentMonth: bigint('messages_sent_month', { mode: 'number' }).notNull().default(0),
  messagesSentLastMonth: bigint('messages_sent_last_month', { mode: 'number' })
    .notNull()
    .default(0),
  adminLoginsMonth: bigint('admin_logins_month', { mode: 'number' }).notNull().default(0),
  userLoginsMonth: bigint('user_logins_month', { mode: 'number' }).notNull().default(0),
  movConversionMs: bigint('mov_conversion_ms', { mode: 'number' }).notNull().default(0),
  audioViews: bigint('audio_views', { mode: 'number' }).notNull().default(0),
  videoViews: bigint('video_views', { mode: 'number' }).notNull().default(0),
  imageViews: bigint('image_views', { mode: 'number' }).notNull().default(0),
  fileViews: bigint('file_views', { mode: 'number' }).notNull().default(0),
  audioBytesOut: bigint('audio_bytes_out', { mode: 'number' }).notNull().default(0),
  videoBytesOut: bigint('video_bytes_out', { mode: 'number' }).notNull().default(0),
  imageBytesOut: bigint('image_bytes_out', { mode: 'number' }).notNull().default(0),
  fileBytesOut: bigint('file_bytes_out', { mode: 'number' }).notNull().default(0),
});

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The counters as of now: a row left from an earlier month reads rolled (migration 0024). */
export const channelUsage = pgView('channel_usage', {
  contentProviderId: uuid('content_provider_id').notNull(),
  followers: counter('followers'),
  registeredFollowers: counter('registered_followers'),
  sentSms: counter('sent_sms'),
  smsSentMonth: counter('sms_sent_month'),
  offAppTextCreditsUsedLastMonth: counter('off_app_text_credits_used_last_month'),
  offAppTextCreditsPurchasedLastMonth: counter('off_app_text_credits_purchased_last_month'),
  messagesSentMonth: counter('messages_sent_month'),
  totalMessagesSentLastMonth: counter('total_messages_sent_last_month'),
  adminLoginsMonth: counter('admin_logins_month'),
  userLoginsMonth: counter('user_logins_month'),
  movConversionMs: counter('mov_conversion_ms'),
  audioViews: counter('audio_views'),
  videoViews: counter('video_views'),
  imageViews: counter('image_views'),
  fileViews: counter('file_views'),
  audioBytesOut: counter('audio_bytes_out'),
  videoBytesOut: counter('video_bytes_out'),
  imageBytesOut: counter('image_bytes_out'),
  fileBytesOut: counter('file_bytes_out'),
}).existing();
