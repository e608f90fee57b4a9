import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { apiKeys as k } from '../../db/schema/apiKeys';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';

export type ApiKeyRow = typeof k.$inferSelect;

export interface ApiKeyRead {
  row: ApiKeyRow;
  companySlug: string | null;
  channelName: string | null;
  creatorFirstName: string;
  creatorLastName: string;
}

const COLUMNS = {
  row: k,
  companySlug: companies.companyId,
  channelName: contentProviders.clientName,
  creatorFirstName: adminUsers.firstName,
  creatorLastName: adminUsers.lastName,
};

/**
 * The keys a caller manages: its organisation's, the chosen one's for a platform admin, and
 * with none chosen the platform's own keys (no company).
 */
export const keysInScope = (scope: Scope): SQL =>
  scope.companyId ? eq(k.companyId, scope.companyId) : isNull(k.companyId);

/** The API keys' SQL for their management (the lookup by secret is lookupRepository.ts). */
export function createApiKeyRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<ApiKeyRead[]> {
    return db
      .select(COLUMNS)
      .from(k)
      .innerJoin(adminUsers, eq(adminUsers.id, k.createdBy))
      .leftJoin(companies, eq(companies.id, k.companyId))
      .leftJoin(contentProviders, eq(contentProviders.id, k.channelId))
      .where(where)
      .orderBy(desc(k.createdAt), desc(k.id));
  }

  return {
    list: (scope: Scope) => select(keysInScope(scope)),

    async find(scope: Scope, id: string): Promise<ApiKeyRead | null> {
      const [read] = await select(and(keysInScope(scope), eq(k.id, id)));
      return read ?? null;
    },

    /** A live channel of the scope's organisation. */
    async channelOf(companyId: string, channelId: string): Promise<string | null> {
      const [channel] = await db
        .select({ id: contentProviders.id })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.id, channelId),
            eq(contentProviders.companyId, companyId),
            eq(contentProviders.isDeleted, 0),
          ),
        )
        .limit(1);
      return channel?.id ?? null;
    },

    async insert(values: typeof k.$inferInsert): Promise<string> {
      const [row] = await db.insert(k).values(values).returning({ id: k.id });
      if (!row) throw new Error('the API key insert returned no row');
      return row.id;
    },

    /** Revokes a key of the scope not revoked yet; false when there was none to revoke. */
    async revoke(scope: Scope, id: string): Promise<boolean> {
      const rows = await db
        .update(k)
        .set({ revokedAt: sql`now()` })
        .where(and(keysInScope(scope), eq(k.id, id), isNull(k.revokedAt)))
        .returning({ id: k.id });
      return rows.length > 0;
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
