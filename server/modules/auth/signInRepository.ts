import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { adminSignInAddresses, loginOtps, passwordResets } from '../../db/schema/auth';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { companySso } from '../../db/schema/sso';

/** How long a sign-in makes its address the admin's usual one. */
export const FAMILIAR_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/** Reads and writes of sign-in: the admin by email, one-time codes and reset links. */
export function createSignInRepository(db: Database) {
  return {
    /** The admin with this email (case-insensitive) and what decides whether they may sign in. */
    async findForLogin(email: string) {
      const [row] = await db
        .select({
          admin: adminUsers,
          companySlug: companies.companyId,
          companyActive: companies.isActive,
          companyAdminColor: companies.adminColor,
          companyBrandUrl: companies.brandUrl,
          channelActive: contentProviders.isActive,
          channelMenuColor: contentProviders.menuColor,
          /** 'required': the organisation's admins sign in through its identity provider only. */
          companySsoMode: companySso.mode,
        })
        .from(adminUsers)
        .leftJoin(companies, eq(companies.id, adminUsers.companyId))
        .leftJoin(contentProviders, eq(contentProviders.id, adminUsers.contentProviderId))
        .leftJoin(companySso, eq(companySso.companyId, adminUsers.companyId))
        .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    /**
     * The admin with this email signed in from this address within FAMILIAR_FOR_MS. Asked
     * alike for any email, so it tells a guesser nothing.
     */
    async isFamiliarAddress(email: string, address: string): Promise<boolean> {
      const [row] = await db
        .select({ adminId: adminSignInAddresses.adminId })
        .from(adminSignInAddresses)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSignInAddresses.adminId))
        .where(
          and(
            sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`,
            eq(adminSignInAddresses.address, address),
            gt(adminSignInAddresses.lastAt, new Date(Date.now() - FAMILIAR_FOR_MS)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Notes a sign-in from this address. */
    async rememberAddress(adminId: string, address: string): Promise<void> {
      const lastAt = new Date();
      await db
        .insert(adminSignInAddresses)
        .values({ adminId, address, lastAt })
        .onConflictDoUpdate({
          target: [adminSignInAddresses.adminId, adminSignInAddresses.address],
          set: { lastAt },
        });
    },

    /**
     * Ends every password link of the admin still open (reset and invite links): after a reset,
     * a password change or an accepted invitation, a link sent earlier takes nothing over.
     */
    async endResets(adminId: string): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt)));
    },

    /** The companyID (slug) of an admin's organisation, or null for a platform admin. */
    async companySlugOf(companyId: string | null): Promise<string | null> {
      if (!companyId) return null;
      const [row] = await db
        .select({ slug: companies.companyId })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.slug ?? null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
      return row ?? null;
    },

    async setPassword(adminId: string, passwordHash: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(adminUsers.id, adminId));
    },

    /** Issues a new code and retires every earlier unused one, so only the latest works. */
    async replaceOtp(adminId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(loginOtps)
          .set({ usedAt: new Date() })
          .where(and(eq(loginOtps.adminId, adminId), isNull(loginOtps.usedAt)));
        await tx.insert(loginOtps).values({ adminId, codeHash, expiresAt });
      });
    },

    async latestOpenOtp(adminId: string) {
      const [row] = await db
        .select()
        .from(loginOtps)
        .where(and(eq(loginOtps.adminId, adminId), isNull(loginOtps.usedAt)))
        .orderBy(desc(loginOtps.createdAt))
        .limit(1);
      return row ?? null;
    },

    async useOtp(otpId: string): Promise<boolean> {
      const used = await db
        .update(loginOtps)
        .set({ usedAt: new Date() })
        .where(and(eq(loginOtps.id, otpId), isNull(loginOtps.usedAt)))
        .returning({ id: loginOtps.id });
      return used.length === 1;
    },

    async createReset(adminId: string, expiresAt: Date): Promise<string> {
      const [row] = await db
        .insert(passwordResets)
        .values({ adminId, expiresAt })
        .returning({ id: passwordResets.id });
      if (!row) throw new Error('reset insert returned no row');
      return row.id;
    },

    async findOpenReset(resetId: string) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.id, resetId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks the link used; false when another request used it first. */
    async useReset(resetId: string): Promise<boolean> {
      const used = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return used.length === 1;
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
