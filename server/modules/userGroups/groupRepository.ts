import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserGroup, UserGroupBody, UserGroupUpdateBody } from '../../../contract/userGroups';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { userGroups as g } from '../../db/schema/userGroups';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';
import { groupScope, memberCount, visibleChannel } from './scopeRepository';

const NAME_INDEX = 'user_groups_company_name_idx';

const duplicateName = () =>
  new AppError('error_group_name_already_exist', 'Group name already exists.');

/** Who is creating a group: stored as createdBy and createdUserGroup. */
export interface Creator {
  id: string;
  userGroup: number;
}

/** Names differ by more than padding: ' Night shift ' and 'Night shift' are one name. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('validation_error', 'name must not be blank');
  return trimmed;
}

/** A duplicate name may race past any check, so the unique index decides and becomes a 409. */
async function unlessDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw duplicateName();
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

  async function find(scope: Scope, id: string): Promise<UserGroup> {
    const [group] = await select(scope, eq(g.id, id));
    if (!group) throw notFound('Group');
    return group;
  }

  return {
    find,

    /** The groups in scope, by name. */
    list: (scope: Scope) => select(scope, undefined),

    /** The groups of one channel the scope may see; another tenant's channel is not found. */
    async listOfChannel(scope: Scope, channelId: string): Promise<UserGroup[]> {
      if (!(await visibleChannel(db, scope, channelId))) throw notFound('Channel');
      return select(scope, eq(g.contentProviderId, channelId));
    },

    async create(scope: Scope, creator: Creator, body: UserGroupBody): Promise<UserGroup> {
      const companyId = scope.companyId;
      if (!companyId) {
        throw new AppError('validation_error', 'Choose an organization before creating a group.');
      }
      // A channel admin's groups belong to its channel whatever the body says.
      const channelId = scope.kind === 'channel' ? scope.channelId : (body.cp_id ?? null);
      if (channelId && !(await visibleChannel(db, scope, channelId))) throw notFound('Channel');
      const [row] = await unlessDuplicate(
        db
          .insert(g)
          .values({
            companyId,
            contentProviderId: channelId,
            name: cleanName(body.name),
            type: body.type ?? 'private',
            description: body.description ?? '',
            createdBy: creator.id,
            createdUserGroup: creator.userGroup,
          })
          .returning({ id: g.id }),
      );
      if (!row) throw new Error('the group insert returned no row');
      return find(scope, row.id);
    },

    async update(scope: Scope, id: string, body: UserGroupUpdateBody): Promise<UserGroup> {
      const [row] = await unlessDuplicate(
        db
          .update(g)
          .set({ name: cleanName(body.name), type: body.type, description: body.description })
          .where(and(eq(g.id, id), groupScope(scope)))
          .returning({ id: g.id }),
      );
      if (!row) throw notFound('Group');
      return find(scope, row.id);
    },

    /** One statement, so one transaction: the foreign key cascades to the memberships. */
    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      const [row] = await db
        .delete(g)
        .where(and(eq(g.id, id), groupScope(scope)))
        .returning({ id: g.id });
      if (!row) throw notFound('Group');
      return { _id: row.id };
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;
