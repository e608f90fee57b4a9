import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccessKey } from '../../../contract/accessKeys';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { apiKeys as k } from '../../db/schema/apiKeys';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { statementName } from '../../db/statementNames';
import { effectiveRoleId } from '../auth/public';

/** A live key as a call sees it, with what its creator holds today. */
export interface LiveKey {
  id: string;
  companyId: string | null;
  companySlug: string | null;
  channelId: string | null;
  keys: AccessKey[];
  lastUsedAt: Date | null;
  creatorId: string;
  creatorRoleId: string;
  creatorKeys: AccessKey[];
}

/** The key behind a secret's hash, one query on every call a key makes. */
export function createLookupRepository(db: Database) {
  const live = db
    .select({
      id: k.id,
      companyId: k.companyId,
      companySlug: companies.companyId,
      channelId: k.channelId,
      keys: k.accessKeys,
      lastUsedAt: k.lastUsedAt,
      creatorId: adminUsers.id,
      creatorRoleId: roles.id,
      creatorKeys: roles.keys,
    })
    .from(k)
    .innerJoin(adminUsers, eq(adminUsers.id, k.createdBy))
    .leftJoin(companies, eq(companies.id, k.companyId))
    .innerJoin(roles, eq(roles.id, effectiveRoleId))
    .where(
      and(
        eq(k.secretHash, sql.placeholder('hash')),
        isNull(k.revokedAt),
        or(isNull(k.expiresAt), gt(k.expiresAt, sql.placeholder('now'))),
        // A key stops with its creator, and with its organisation.
        eq(adminUsers.isActive, 1),
        eq(adminUsers.isDeleted, 0),
        or(isNull(k.companyId), eq(companies.isActive, 1)),
      ),
    )
    .limit(1)
    .prepare(statementName(db, 'live_api_key'));

  return {
    async findLive(hash: string, now: Date): Promise<LiveKey | null> {
      const [row] = await live.execute({ hash, now });
      return row ?? null;
    },

    /** Notes a use, unless one was noted in the last minute (by this process or another). */
    async touch(id: string, now: Date): Promise<void> {
      await db
        .update(k)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(k.id, id),
            or(isNull(k.lastUsedAt), lt(k.lastUsedAt, new Date(now.getTime() - 60_000))),
          ),
        );
    },
  };
}

export type LookupRepository = ReturnType<typeof createLookupRepository>;
