import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { storedFiles } from './storedFiles';

/**
 * The four channel catalogues of SPEC.md section 3 (categories, types, groups, union types): per
 * company, one name each (in any case). Categories, types and groups may carry an image, kept in
 * the file store; a category belongs to at most one group.
 */
export const channelGroups = pgTable(
  'channel_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_groups_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const channelCategories = pgTable(
  'channel_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references((): AnyPgColumn => channelGroups.id, {
      onDelete: 'set null',
    }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_categories_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('channel_categories_group_idx').on(t.groupId),
  ],
);

export const channelTypes = pgTable(
  'channel_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** Union types are JSON-only in the spec: no image. */
export const channelUnionTypes = pgTable(
  'channel_union_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_union_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);
