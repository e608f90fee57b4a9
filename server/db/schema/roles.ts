import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccessKey } from '../../../contract/accessKeys';
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

export { BUILT_IN_ROLE_UUIDS } from '../builtInRoleIds';
