import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentProviders } from './channels';
import { companies } from './companies';
import { storedFiles } from './storedFiles';

/**
 * Screen banners (SPEC.md section 3, "Link type"): a channel's ordered folders of links, each
 * with a name and an image. `position` runs 0..n-1 within a channel with no gap and no repeat:
 * every write that moves one takes the channel's row lock first, and a deferred unique
 * constraint (hand-written in the migration) refuses a repeat at commit.
 */
export const linkTypes = pgTable(
  'link_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentProviderId: uuid('content_provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('link_types_channel_name_idx').on(t.contentProviderId, sql`lower(${t.name})`),
  ],
);

/**
 * Union links (SPEC.md section 3, "Union link"): a company's, or with no company a platform link
 * every company shows ('All'). A link sits in at most one screen banner of its company's channels.
 */
export const unionLinks = pgTable(
  'union_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    benefitsDescription: text('benefits_description').notNull().default(''),
    linkTypeId: uuid('link_type_id').references(() => linkTypes.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('union_links_company_idx').on(t.companyId),
    index('union_links_link_type_idx').on(t.linkTypeId),
  ],
);

export type LinkTypeRow = typeof linkTypes.$inferSelect;
export type UnionLinkRow = typeof unionLinks.$inferSelect;
