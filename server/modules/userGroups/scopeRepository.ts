import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { userGroupCounts } from '../../db/schema/userGroupCounts';
import { userGroups } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';

/** The groups a scope may see and touch: a company's, a channel's, or (no company) all. */
export function groupScope(scope: Scope): SQL | undefined {
  return inScope(scope, { company: userGroups.companyId, channel: userGroups.contentProviderId });
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
        inScope(scope, { company: contentProviders.companyId }),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A group's member count as the scope sees it, read from the kept counters (migration 0018):
 * its live members of its own company, or for a channel admin those of them who follow the
 * channel, so no count reveals users outside the scope and none counts a million rows.
 */
export function memberCount(scope: Scope, groupId: SQLWrapper | string): SQL<number> {
  const c = userGroupCounts;
  const following = scope.kind === 'channel' ? sql` and ${c.follows}` : sql``;
  return sql<number>`coalesce((select sum(${c.users}) from ${c}
    where ${c.groupId} = ${groupId}${following}), 0)`.mapWith(Number);
}
