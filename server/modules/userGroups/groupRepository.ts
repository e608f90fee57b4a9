import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserGroup, UserGroupBody, UserGroupUpdateBody } from '../../../contract/userGroups';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { userGroups as g } from '../../db/schema/userGroups';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';
import { groupScope, memberCount, visibleChannel } from './scopeRepository';

const NAME_INDEX = 'user_groups_company_name_idx';

/** Who is creating a group: stored as createdBy and createdUserGroup. */
export interface Creator {
  id: string;
  userGroup: number;
}

/**
 * A write: the group, a name the company already uses, no organisation chosen, a channel the
 * scope may not see, or undefined for no such group in scope.
 */
export type GroupWrite =
  UserGroup | { refused: 'name_taken' | 'no_company' | 'channel_missing' } | undefined;

/** A duplicate name may race past any check, so the unique index decides. */
async function unlessDuplicate<T>(write: Promise<T>): Promise<T | { refused: 'name_taken' }> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return { refused: 'name_taken' };
    throw error;
  }
}

export function createGroupRepository(db: Database) {
  async function select(scope: Scope, where: SQL | undefined): Promise<UserGroup[]> {
    const rows = await db
      .select({
        id: g.id,
        name: g.name,
        type: g.type,
        description: g.description,
        companySlug: companies.companyId,
        cpId: g.contentProviderId,
        cpName: contentProviders.clientName,
        creatorFirst: adminUsers.firstName,
        creatorLast: adminUsers.lastName,
        createdBy: g.createdBy,
        createdUserGroup: g.createdUserGroup,
        dateCreated: g.dateCreated,
        users: memberCount(scope, g.id),
      })
      .from(g)
      .innerJoin(companies, eq(companies.id, g.companyId))
      .leftJoin(contentProviders, eq(contentProviders.id, g.contentProviderId))
      .leftJoin(adminUsers, eq(adminUsers.id, g.createdBy))
      .where(and(groupScope(scope), where))
      .orderBy(asc(sql`lower(${g.name})`), asc(g.id));
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      type: row.type,
      description: row.description,
      companyID: row.companySlug,
      cp_id: row.cpId,
      cp_name: row.cpName,
      createdName:
        row.creatorFirst === null ? null : `${row.creatorFirst} ${row.creatorLast ?? ''}`.trim(),
      createdBy: row.createdBy,
      createdUserGroup: row.createdUserGroup,
      dateCreated: row.dateCreated.toISOString(),
      users: row.users,
    }));
  }

  async function find(scope: Scope, id: string): Promise<UserGroup | undefined> {
    const [group] = await select(scope, eq(g.id, id));
    return group;
  }

  return {
    find,

    /** The groups in scope, by name. */
    list: (scope: Scope) => select(scope, undefined),

    /** The groups of one channel the scope may see; null for a channel it may not see. */
    async listOfChannel(scope: Scope, channelId: string): Promise<UserGroup[] | null> {
      if (!(await visibleChannel(db, scope, channelId))) return null;
      return select(scope, eq(g.contentProviderId, channelId));
    },

    /** A group of the scope's company; `body.name` comes trimmed and not blank. */
    async create(scope: Scope, creator: Creator, body: UserGroupBody): Promise<GroupWrite> {
      const companyId = scope.companyId;
      if (!companyId) return { refused: 'no_company' };
      // A channel admin's groups belong to its channel whatever the body says.
      const channelId = scope.kind === 'channel' ? scope.channelId : (body.cp_id ?? null);
      if (channelId && !(await visibleChannel(db, scope, channelId)))
        return { refused: 'channel_missing' };
      const written = await unlessDuplicate(
        db
          .insert(g)
          .values({
            companyId,
            contentProviderId: channelId,
            name: body.name,
            type: body.type ?? 'private',
            description: body.description ?? '',
            createdBy: creator.id,
            createdUserGroup: creator.userGroup,
          })
          .returning({ id: g.id }),
      );
      if ('refused' in written) return written;
      const [row] = written;
      if (!row) throw new Error('the group insert returned no row');
      return find(scope, row.id);
    },

    /** `body.name` comes trimmed and not blank. */
    async update(scope: Scope, id: string, body: UserGroupUpdateBody): Promise<GroupWrite> {
      const written = await unlessDuplicate(
        db
          .update(g)
          .set({ name: body.name, type: body.type, description: body.description })
          .where(and(eq(g.id, id), groupScope(scope)))
          .returning({ id: g.id }),
      );
      if ('refused' in written) return written;
      const [row] = written;
      return row && find(scope, row.id);
    },

    /** One statement, so one transaction: the foreign key cascades to the memberships. */
    async remove(scope: Scope, id: string): Promise<{ _id: string } | undefined> {
      const [row] = await db
        .delete(g)
        .where(and(eq(g.id, id), groupScope(scope)))
        .returning({ id: g.id });
      return row && { _id: row.id };
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;
