import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BulkManageUsersBody } from '../../../contract/userGroups';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups as g } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';
import { filterParts, filterSegment, scopeCondition } from '../mobileUsers/public';
import { groupScope, memberCount } from './scopeRepository';

export interface BulkResult {
  changed: number;
  users: number;
}

/** A bulk change, or what refused it (nothing written): no such group, or an id out of scope. */
export type BulkChange = BulkResult | { refused: 'group_missing' | 'user_missing' };

/**
 * Runs a data-modifying statement and counts its rows inside the database, so a change to a
 * million memberships never brings a million rows back.
 */
async function countOf(db: Database, modifying: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with changed as (${modifying} returning 1) select count(*)::int as n from changed`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The users a change applies to: the ids given, all in scope, or everyone the filter selects.
 * Null: an id is not a user of the scope.
 */
async function chosenUsers(
  db: Database,
  scope: Scope,
  companyId: string,
  body: BulkManageUsersBody,
): Promise<SQL | null> {
  // A group holds its own company's users only, also for a platform admin looking at all.
  const sameCompany = eq(u.companyId, companyId);
  if (body.filter) {
    const segment = await filterSegment(db, scope, body.filter);
    return and(filterParts(scope, body.filter, segment).where, sameCompany) ?? sql`false`;
  }

  const ids = [...new Set(body.userIds ?? [])];
  if (ids.length === 0) return sql`false`;
  const chosen = and(inArray(u.id, ids), scopeCondition(scope), sameCompany) ?? sql`false`;
  const [found] = await db.select({ n: count() }).from(u).where(chosen);
  if ((found?.n ?? 0) !== ids.length) return null;
  return chosen;
}

export function createMemberRepository(db: Database) {
  return {
    /**
     * Adds or removes many users in one transaction, set-based for a filter of any size. The
     * body names either userIds or a filter. Refused before anything is written.
     */
    async bulk(scope: Scope, body: BulkManageUsersBody): Promise<BulkChange> {
      return db.transaction(async (tx): Promise<BulkChange> => {
        // KEY SHARE holds off a concurrent delete of the group until the change is done.
        const [group] = await tx
          .select({ id: g.id, companyId: g.companyId })
          .from(g)
          .where(and(eq(g.id, body.groupId), groupScope(scope)))
          .for('key share');
        if (!group) return { refused: 'group_missing' };

        const chosen = await chosenUsers(tx, scope, group.companyId, body);
        // One id outside the scope fails the whole request before anything is written.
        if (!chosen) return { refused: 'user_missing' };
        const m = userGroupMembers;
        const changed =
          body.action === 'add'
            ? await countOf(
                tx,
                sql`insert into ${m} (group_id, mobile_user_id)
                  select ${group.id}::uuid, ${u.id} from ${u} where ${chosen}
                  on conflict do nothing`,
              )
            : await countOf(
                tx,
                sql`delete from ${m} where ${m.groupId} = ${group.id}
                  and ${m.mobileUserId} in (select ${u.id} from ${u} where ${chosen})`,
              );
        const [after] = await selectRows<{ n: number }>(
          tx,
          sql`select ${memberCount(scope, group.id)} as n`,
        );
        return { changed, users: Number(after?.n ?? 0) };
      });
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
