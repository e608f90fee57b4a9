import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuthenticators, adminRecoveryCodes } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';

/** Reads and writes of authenticator apps, their recovery codes and the company requirement. */
export function createAuthenticatorRepository(db: Database) {
  return {
    async find(adminId: string) {
      const [row] = await db
        .select()
        .from(adminAuthenticators)
        .where(eq(adminAuthenticators.adminId, adminId))
        .limit(1);
      return row ?? null;
    },

    /** Keeps an enrolment's sealed secret beside a confirmed one, which it will replace. */
    async setPending(adminId: string, pendingSealedSecret: string): Promise<void> {
      await db
        .insert(adminAuthenticators)
        .values({ adminId, pendingSealedSecret })
        .onConflictDoUpdate({ target: adminAuthenticators.adminId, set: { pendingSealedSecret } });
    },

    /**
     * The enrolment's secret becomes the authenticator, with the step of its first code taken;
     * false when the enrolment changed meanwhile. Recovery codes are replaced by the caller.
     */
    async confirm(adminId: string, pendingSealedSecret: string, step: number): Promise<boolean> {
      const done = await db
        .update(adminAuthenticators)
        .set({
          sealedSecret: pendingSealedSecret,
          pendingSealedSecret: null,
          confirmedAt: new Date(),
          lastStep: step,
        })
        .where(
          and(
            eq(adminAuthenticators.adminId, adminId),
            eq(adminAuthenticators.pendingSealedSecret, pendingSealedSecret),
          ),
        )
        .returning({ id: adminAuthenticators.id });
      return done.length === 1;
    },

    /** Takes a code's time step: false when this step or a later one was taken already. */
    async takeStep(adminId: string, step: number): Promise<boolean> {
      const taken = await db
        .update(adminAuthenticators)
        .set({ lastStep: step })
        .where(
          and(
            eq(adminAuthenticators.adminId, adminId),
            or(isNull(adminAuthenticators.lastStep), lt(adminAuthenticators.lastStep, step)),
          ),
        )
        .returning({ id: adminAuthenticators.id });
      return taken.length === 1;
    },

    /** Removes the authenticator and its recovery codes. */
    async remove(adminId: string): Promise<void> {
      await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
      await db.delete(adminAuthenticators).where(eq(adminAuthenticators.adminId, adminId));
    },

    /** Every earlier recovery code stops working; these hashes are the only ones. */
    async replaceRecoveryCodes(adminId: string, hashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
        await tx
          .insert(adminRecoveryCodes)
          .values(hashes.map((codeHash) => ({ adminId, codeHash })));
      });
    },

    /** Uses the code once: false when it is unknown or used already. */
    async useRecoveryCode(adminId: string, codeHash: string): Promise<boolean> {
      const used = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(adminRecoveryCodes.adminId, adminId),
            eq(adminRecoveryCodes.codeHash, codeHash),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      return used.length === 1;
    },

    async recoveryCodesLeft(adminId: string): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** Whether the organisation requires an authenticator app of its admins (false: none). */
    async companyRequires(companyId: string | null): Promise<boolean> {
      if (!companyId) return false;
      const [row] = await db
        .select({ require: companies.requireTwoFactor })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.require ?? false;
    },

    /** Sets the requirement; false when there is no such organisation. */
    async setCompanyRequires(companyId: string, requireTwoFactor: boolean): Promise<boolean> {
      const set = await db
        .update(companies)
        .set({ requireTwoFactor })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id });
      return set.length === 1;
    },
  };
}

export type AuthenticatorRepository = ReturnType<typeof createAuthenticatorRepository>;
