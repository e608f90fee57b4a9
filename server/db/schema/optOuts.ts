import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { contentProviders } from './channels';
import { mobileUsers } from './mobileUsers';

/**
 * A member's standing "do not reach me" (docs/decisions.md, "Opt-outs"): by one delivery channel
 * (push, sms, email) or every one ('all'), for one channel or, with no channel, for all of them.
 * Written only by the member (the app's preferences, an SMS STOP, an email's unsubscribe link);
 * an admin can see it, never set or clear it. The fan-out and compose's reach read it.
 */
export const memberOptOuts = pgTable(
  'member_opt_outs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    /** Null: every channel of the organisation. */
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id, {
      onDelete: 'cascade',
    }),
    /** 'push', 'sms', 'email', or 'all'. */
    delivery: text('delivery').notNull(),
    /** Where the member said it: 'app', 'sms' (a STOP), 'email' (an unsubscribe link). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_opt_outs_member_key')
      .on(t.mobileUserId, t.contentProviderId, t.delivery)
      .nullsNotDistinct(),
    index('member_opt_outs_company_idx').on(t.companyId, t.delivery),
  ],
);

/**
 * Every opt-out and opt-in a member made, kept as their consent history (the export gives it
 * them). `detail` says how, without personal data: the STOP keyword, "one-click", "link".
 */
export const memberConsentEvents = pgTable(
  'member_consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    contentProviderId: uuid('content_provider_id'),
    delivery: text('delivery').notNull(),
    optedOut: boolean('opted_out').notNull(),
    source: text('source').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_consent_events_member_idx').on(t.mobileUserId, t.at)],
);

/**
 * A member's own quiet hours, on their clock: push and SMS wait through them as through the
 * company's (each holds; neither lifts the other). A start after the end spans midnight.
 */
export const memberQuietHours = pgTable('member_quiet_hours', {
  mobileUserId: uuid('mobile_user_id')
    .primaryKey()
    .references(() => mobileUsers.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Minutes after local midnight, as the company's quiet hours keep them. */
  start: smallint('start').notNull(),
  end: smallint('end').notNull(),
});
