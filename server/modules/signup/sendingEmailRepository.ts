import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { sendingEmailVerifications as v } from '../../db/schema/signup';

/** A company's sending address and its single-use verification links. */
export function createSendingEmailRepository(db: Database) {
  return {
    /** Undefined: no organisation has this id. */
    async address(companyId: string) {
      const [company] = await db
        .select({
          slug: companies.companyId,
          name: companies.name,
          email: companies.sendingEmail,
          verifiedAt: companies.sendingEmailVerifiedAt,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return company;
    },

    /** When the newest link for this address still usable at `now` was made, if any. */
    async pendingSince(companyId: string, email: string, now: Date): Promise<Date | undefined> {
      const [pending] = await db
        .select({ createdAt: v.createdAt })
        .from(v)
        .where(
          and(
            eq(v.companyId, companyId),
            eq(v.email, email),
            isNull(v.usedAt),
            gt(v.expiresAt, now),
          ),
        )
        .orderBy(desc(v.createdAt))
        .limit(1);
      return pending?.createdAt;
    },

    /**
     * Sets the address (unconfirmed), ends the company's earlier unused links at `at` and makes
     * a new one; returns the new link's id.
     */
    async setAddress(
      companyId: string,
      address: string,
      at: Date,
      expiresAt: Date,
    ): Promise<string | undefined> {
      await db
        .update(companies)
        .set({ sendingEmail: address, sendingEmailVerifiedAt: null })
        .where(eq(companies.id, companyId));
      await db
        .update(v)
        .set({ expiresAt: at })
        .where(and(eq(v.companyId, companyId), isNull(v.usedAt)));
      const [link] = await db
        .insert(v)
        .values({ companyId, email: address, createdAt: at, expiresAt })
        .returning({ id: v.id });
      return link?.id;
    },

    /** The link and its company, locked until the transaction `tx` ends. */
    async lockLink(tx: Database, companySlug: string, linkId: string) {
      const [found] = await tx
        .select({ link: v, company: companies })
        .from(v)
        .innerJoin(companies, eq(companies.id, v.companyId))
        .where(and(eq(v.id, linkId), eq(companies.companyId, companySlug)))
        .for('update', { of: v });
      return found;
    },

    /** Marks the link used and the company's address verified, at `at`, in `tx`. */
    async confirm(tx: Database, linkId: string, companyId: string, at: Date): Promise<void> {
      await tx.update(v).set({ usedAt: at }).where(eq(v.id, linkId));
      await tx
        .update(companies)
        .set({ sendingEmailVerifiedAt: at })
        .where(eq(companies.id, companyId));
    },
  };
}
