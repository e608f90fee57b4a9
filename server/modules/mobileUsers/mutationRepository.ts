import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/languages';
import type { CustomFieldValue } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers as m, userGroups as g } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from './filterRepository';

type UserChanges = Partial<
  Pick<
    typeof u.$inferInsert,
    'isActive' | 'isDeleted' | 'imDisabled' | 'isDailyDeal' | 'customFields' | 'language'
  >
>;

/** SQLSTATE classes that mean the write was refused: 23 integrity, 40 transaction rollback. */
function isRefusedWrite(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && typeof current.code === 'string' && /^(23|40)/.test(current.code)) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * What a write came to: done, no such user in scope, a group out of reach (nothing changed), or
 * refused by the database (a constraint, a conflicting transaction).
 */
export type UserWrite = 'changed' | 'missing' | 'group_missing' | 'refused';

/** The database refused the change: answered as `refused`. */
async function unlessRefused(write: () => Promise<UserWrite>): Promise<UserWrite> {
  try {
    return await write();
  } catch (error) {
    if (isRefusedWrite(error)) return 'refused';
    throw error;
  }
}

/**
 * The groups whose memberships a caller may change for a user of `companyId`: the company's,
 * or for a channel admin its channel's only, so a channel admin never drops a membership it
 * cannot see.
 */
function changeableGroups(scope: Scope, companyId: string): SQL {
  const company = eq(g.companyId, companyId);
  return (
    (scope.kind === 'channel' ? and(company, eq(g.contentProviderId, scope.channelId)) : company) ??
    company
  );
}

/** Writes to app users. Every write is limited to the caller's scope. */
export function createMobileUserMutations(db: Database) {
  const inScope = (scope: Scope, userId: string) =>
    and(scopeCondition(scope), eq(u.id, userId)) ?? eq(u.id, userId);

  async function update(scope: Scope, userId: string, changes: UserChanges): Promise<UserWrite> {
    return unlessRefused(async () => {
      const rows = await db
        .update(u)
        .set(changes)
        .where(inScope(scope, userId))
        .returning({ id: u.id });
      return rows.length > 0 ? 'changed' : 'missing';
    });
  }

  return {
    setStatus: (scope: Scope, userId: string, isActive: 0 | 1) =>
      update(scope, userId, { isActive }),

    setImDisabled: (scope: Scope, userId: string, imDisabled: boolean) =>
      update(scope, userId, { imDisabled }),

    setDailyDeal: (scope: Scope, userId: string, isDailyDeal: boolean) =>
      update(scope, userId, { isDailyDeal }),

    /** The member's own language (a listed tag), or null for the organisation's default. */
    setLanguage: (scope: Scope, userId: string, language: LanguageCode | null) =>
      update(scope, userId, { language }),

    /** Replaces every custom field. Names are unique (checked by the caller). */
    setCustomFields: (scope: Scope, userId: string, fields: readonly CustomFieldValue[]) =>
      update(scope, userId, {
        customFields: Object.fromEntries(fields.map(({ name, value }) => [name, value])),
      }),

    /** A flag, not a row removal: the user leaves every list and count, the data stays. */
    softDelete: (scope: Scope, userId: string) => update(scope, userId, { isDeleted: 1 }),

    /**
     * Makes `groupIds` the user's memberships among the groups the caller may change, in one
     * transaction; memberships in other groups stay. A group out of reach changes nothing.
     */
    async setGroups(scope: Scope, userId: string, groupIds: readonly string[]): Promise<UserWrite> {
      const wanted = [...new Set(groupIds)];
      return unlessRefused(() =>
        db.transaction(async (tx): Promise<UserWrite> => {
          // The row lock makes two concurrent replacements of one user's groups run in turn.
          const [user] = await tx
            .select({ companyId: u.companyId })
            .from(u)
            .where(inScope(scope, userId))
            .for('update');
          if (!user) return 'missing';
          const changeable = changeableGroups(scope, user.companyId);
          if (wanted.length > 0) {
            const found = await tx
              .select({ id: g.id })
              .from(g)
              .where(and(changeable, inArray(g.id, wanted)));
            if (found.length !== wanted.length) return 'group_missing';
          }
          await tx
            .delete(m)
            .where(
              and(
                eq(m.mobileUserId, userId),
                inArray(m.groupId, tx.select({ id: g.id }).from(g).where(changeable)),
                notInArray(m.groupId, wanted),
              ),
            );
          if (wanted.length > 0) {
            await tx
              .insert(m)
              .values(wanted.map((groupId) => ({ groupId, mobileUserId: userId })))
              .onConflictDoNothing();
          }
          return 'changed';
        }),
      );
    },
  };
}

export type MobileUserMutations = ReturnType<typeof createMobileUserMutations>;
