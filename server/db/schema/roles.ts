import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccessKey } from '../../../contract/accessKeys';
import type { BuiltInRoleId } from '../../../contract/roles';
import { companies } from './companies';

/**
 * Roles: named sets of route access keys (contract/roles.ts). The built-in ones have no company
 * and fixed ids (below, inserted by migration 0021); a company's own roles belong to it.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The roleID of SPEC.md section 3: a slug, unique within the company (or among built-ins). */
    roleId: text('role_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    keys: text('keys').array().$type<AccessKey[]>().notNull(),
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_company_role_id_idx')
      .on(t.companyId, t.roleId)
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('roles_built_in_role_id_idx')
      .on(t.roleId)
      .where(sql`${t.companyId} is null`),
    index('roles_company_idx').on(t.companyId),
  ],
);

export type RoleRow = typeof roles.$inferSelect;

/** The primary keys of the built-in roles, fixed so that SQL can name them. */
export const BUILT_IN_ROLE_UUIDS: Readonly<Record<BuiltInRoleId, string>> = {
  'platform-admin': '00000000-0000-4000-8000-000000000001',
  'company-admin': '00000000-0000-4000-8000-000000000002',
  'channel-admin': '00000000-0000-4000-8000-000000000003',
  'channel-sub-admin': '00000000-0000-4000-8000-000000000004',
  'messaging-only': '00000000-0000-4000-8000-000000000005',
};
