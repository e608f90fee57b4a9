import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';

/**
 * A channel's invitation link: whoever opens it may register as an admin of the channel. The
 * token is found by its SHA-256 (`token_hash`) and kept sealed (lib/secretBox, `token_secret`;
 * the `_secret` suffix keeps it out of the audit log) only so the link and its QR code can be
 * shown and printed again. See docs/decisions.md, "Invitation links".
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Null when it cannot be shown again (seeded without the secret box). */
    tokenSecret: text('token_secret'),
    /** Days the link was made to last, kept so a rotation makes the same kind of link. */
    validDays: integer('valid_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Null: any number of registrations. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The link this one replaced when it was rotated. */
    rotatedFrom: uuid('rotated_from'),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitation_links_company_idx').on(t.companyId, t.dateCreated),
    index('invitation_links_channel_idx').on(t.channelId),
  ],
);

/**
 * A registration made through a link, waiting for its emailed confirmation. The admin row is
 * made at once, unverified; the confirmation token is kept only as its SHA-256.
 */
export const invitationConfirmations = pgTable(
  'invitation_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => invitationLinks.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_confirmations_admin_idx').on(t.adminId)],
);

/** The invitation funnel, counted per link, day (UTC) and step; kept, never recomputed. */
export const invitationFunnelCounts = pgTable(
  'invitation_funnel_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => invitationLinks.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** 'scanned', 'opened', 'registered' or 'confirmed'. */
    step: text('step').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.step] }),
    index('invitation_funnel_company_idx').on(t.companyId, t.day),
  ],
);
