import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { invitationConfirmations as c, invitationLinks as l } from '../../db/schema/invitations';

/** The admin row a registration writes: an unconfirmed channel admin of the link's channel. */
export type Registrant = Omit<typeof adminUsers.$inferInsert, 'id'>;

/** The admin accounts invitees register, their confirmations, and the uses of their links. */
export function createRegistrationRepository(db: Database) {
  return {
    /** The admin account of this email, any organisation, any case. */
    async accountByEmail(email: string, tx: Database = db) {
      const [existing] = await tx
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          companyId: adminUsers.companyId,
          userGroup: adminUsers.userGroup,
          isVerified: adminUsers.isVerified,
          isDeleted: adminUsers.isDeleted,
        })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = lower(${email})`)
        .limit(1);
      return existing ?? null;
    },

    /** Of an admin's confirmations: whether any came from a link, and whether one still works. */
    async confirmationsOf(tx: Database, adminId: string, now: Date) {
      const [live] = await tx
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.adminId, adminId), isNull(c.confirmedAt), gt(c.expiresAt, now)))
        .limit(1);
      const [any] = await tx.select({ id: c.id }).from(c).where(eq(c.adminId, adminId)).limit(1);
      return { any: Boolean(any), live: Boolean(live) };
    },

    /**
     * Counts one use in the link's row itself, so a link's last use goes to one registration.
     * Null: the link was used up, revoked or ran out meanwhile; the row then says which.
     */
    async claimUse(tx: Database, linkId: string, now: Date) {
      const [claimed] = await tx
        .update(l)
        .set({ uses: sql`${l.uses} + 1` })
        .where(
          and(
            eq(l.id, linkId),
            isNull(l.revokedAt),
            gt(l.expiresAt, now),
            or(isNull(l.maxUses), lt(l.uses, l.maxUses)),
          ),
        )
        .returning({ uses: l.uses });
      if (claimed) return null;
      const [row] = await tx.select().from(l).where(eq(l.id, linkId));
      return row ?? 'missing';
    },

    /** Writes the registrant over a stale registration, or as a new admin; its id. */
    async saveRegistrant(tx: Database, staleId: string | null, person: Registrant) {
      if (staleId) {
        await tx.update(adminUsers).set(person).where(eq(adminUsers.id, staleId));
        return staleId;
      }
      const [row] = await tx.insert(adminUsers).values(person).returning({ id: adminUsers.id });
      if (!row) throw new Error('the admin insert returned no row');
      return row.id;
    },

    async addConfirmation(tx: Database, confirmation: typeof c.$inferInsert) {
      await tx.insert(c).values(confirmation);
    },

    /** A confirmation by its token's hash, with its admin, link, channel and organisation. */
    async confirmationByHash(tokenHash: string) {
      const [found] = await db
        .select({
          confirmation: c,
          email: adminUsers.email,
          isVerified: adminUsers.isVerified,
          companySlug: companies.companyId,
          companyName: companies.name,
          companyLogo: companies.logo,
          companyColor: companies.adminColor,
          channelName: contentProviders.clientName,
          companyId: l.companyId,
          channelId: l.channelId,
        })
        .from(c)
        .innerJoin(adminUsers, eq(adminUsers.id, c.adminId))
        .innerJoin(l, eq(l.id, c.linkId))
        .innerJoin(companies, eq(companies.id, l.companyId))
        .innerJoin(contentProviders, eq(contentProviders.id, l.channelId))
        .where(eq(c.tokenHash, tokenHash))
        .limit(1);
      return found ?? null;
    },

    /** Confirms once: false when another request confirmed it first. */
    async confirm(tx: Database, confirmationId: string, adminId: string, now: Date) {
      const done = await tx
        .update(c)
        .set({ confirmedAt: now })
        .where(and(eq(c.id, confirmationId), isNull(c.confirmedAt)))
        .returning({ id: c.id });
      if (done.length === 0) return false;
      await tx.update(adminUsers).set({ isVerified: 1 }).where(eq(adminUsers.id, adminId));
      return true;
    },
  };
}
