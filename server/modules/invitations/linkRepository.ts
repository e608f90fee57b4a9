import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '../../../contract/invitations';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { invitationLinks as l } from '../../db/schema/invitations';
import type { Scope } from '../../plugins/tenancy';

export type LinkRow = typeof l.$inferSelect;

const COLUMNS = {
  row: l,
  companySlug: companies.companyId,
  companyName: companies.name,
  companyLogo: companies.logo,
  companyColor: companies.adminColor,
  companyActive: companies.isActive,
  channelName: contentProviders.clientName,
  channelImage: contentProviders.image,
};

export interface LinkRead {
  row: LinkRow;
  companySlug: string;
  companyName: string;
  companyLogo: string | null;
  companyColor: string | null;
  channelName: string;
  channelImage: string | null;
  companyActive: number;
}

/** The links a caller may see: its channel's, its company's, or the chosen company's. */
export const linksInScope = (scope: Scope): SQL | undefined =>
  inScope(scope, { company: l.companyId, channel: l.channelId });

export function statusOf(row: LinkRow, now: Date): InvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'used_up';
  return 'active';
}

/** The invitation links' SQL. */
export function createLinkRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<LinkRead[]> {
    return db
      .select(COLUMNS)
      .from(l)
      .innerJoin(companies, eq(companies.id, l.companyId))
      .innerJoin(contentProviders, eq(contentProviders.id, l.channelId))
      .where(and(where, eq(contentProviders.isDeleted, 0)))
      .orderBy(desc(l.dateCreated), desc(l.id));
  }

  return {
    list: (scope: Scope, channelId?: string) =>
      select(and(linksInScope(scope), channelId ? eq(l.channelId, channelId) : undefined)),

    async find(scope: Scope, id: string): Promise<LinkRead | null> {
      const [read] = await select(and(linksInScope(scope), eq(l.id, id)));
      return read ?? null;
    },

    /** A link by its token's hash, for the public routes; the organisation must be active. */
    async byTokenHash(hash: string): Promise<LinkRead | null> {
      const [read] = await db
        .select(COLUMNS)
        .from(l)
        .innerJoin(companies, eq(companies.id, l.companyId))
        .innerJoin(contentProviders, eq(contentProviders.id, l.channelId))
        .where(and(eq(l.tokenHash, hash), eq(contentProviders.isDeleted, 0)))
        .limit(1);
      return read ?? null;
    },

    /** A live channel the caller may make links for, with its company. */
    async channelInScope(scope: Scope, channelId: string) {
      const [channel] = await db
        .select({ id: contentProviders.id, companyId: contentProviders.companyId })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.id, channelId),
            eq(contentProviders.isDeleted, 0),
            inScope(scope, { company: contentProviders.companyId, channel: contentProviders.id }),
          ),
        )
        .limit(1);
      return channel ?? null;
    },

    async insert(values: typeof l.$inferInsert): Promise<string> {
      const [row] = await db.insert(l).values(values).returning({ id: l.id });
      if (!row) throw new Error('the invitation link insert returned no row');
      return row.id;
    },

    /** Revokes a link not revoked yet; false when there was none to revoke. */
    async revoke(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(l)
        .set({ revokedAt: at })
        .where(and(eq(l.id, id), isNull(l.revokedAt)))
        .returning({ id: l.id });
      return rows.length > 0;
    },
  };
}

export type LinkRepository = ReturnType<typeof createLinkRepository>;
