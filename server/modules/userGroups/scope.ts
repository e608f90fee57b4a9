import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from '../mobileUsers/filter';

/** The groups a scope may see and touch: a company's, a channel's, or (no company) all. */
export function groupScope(scope: Scope): SQL | undefined {
  if (scope.kind === 'channel') {
    return and(
      eq(userGroups.companyId, scope.companyId),
      eq(userGroups.contentProviderId, scope.channelId),
    );
  }
  return scope.companyId ? eq(userGroups.companyId, scope.companyId) : undefined;
}

/** Whether a channel exists, is not deleted, and lies within the scope. */
export async function visibleChannel(
  db: Database,
  scope: Scope,
  channelId: string,
): Promise<boolean> {
  if (scope.kind === 'channel' && scope.channelId !== channelId) return false;
  const [row] = await db
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .where(
      and(
        eq(contentProviders.id, channelId),
        eq(contentProviders.isDeleted, 0),
        scope.companyId ? eq(contentProviders.companyId, scope.companyId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A group's member count as the scope sees it: app users it may still see (not deleted; for a
 * channel admin, the channel's followers), so no count reveals users outside the scope.
 */
export function memberCount(scope: Scope, groupId: SQLWrapper | string): SQL<number> {
  return sql<number>`(select count(*) from ${userGroupMembers}
    join ${mobileUsers} on ${mobileUsers.id} = ${userGroupMembers.mobileUserId}
    where ${userGroupMembers.groupId} = ${groupId} and ${scopeCondition(scope)})`.mapWith(Number);
}
