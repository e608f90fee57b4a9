import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';
import type { StoredPushButton } from './messages';

/**
 * Saved message templates (migration 0057; image and buttons 0062): an organisation's (no channel) or one channel's own.
 * The template's own texts are in the organisation's default language; `deletedAt` marks a
 * delete that can still be undone.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    pushMessage: text('push_message').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The rich push compose takes with the texts (migration 0062): an https image URL. */
    pushImage: text('push_image'),
    pushButtons: jsonb('push_buttons').$type<StoredPushButton[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_templates_scope_name_idx')
      .on(
        t.companyId,
        sql`coalesce(${t.contentProviderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.name})`,
      )
      .where(sql`${t.deletedAt} is null`),
    index('message_templates_company_updated_idx').on(t.companyId, t.updatedAt.desc()),
  ],
);

/** A template's text in another language than the organisation's default. */
export const messageTemplateVariants = pgTable(
  'message_template_variants',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    pushMessage: text('push_message').notNull().default(''),
    message: text('message').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.language] })],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
