import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { USER_GROUP } from '../../../contract/adminGroups';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { ssoLogins } from '../../db/schema/sso';

export interface SsoLogin {
  companyId: string;
  codeVerifier: string;
  nonce: string;
  redirectPath: string;
}

/** Sign-ins under way at a provider, and the admins they end as. */
export function createSsoLoginRepository(db: Database) {
  return {
    async begin(stateHash: string, login: SsoLogin, expiresAt: Date): Promise<void> {
      // Abandoned sign-ins can do nothing; clearing them here keeps the table small.
      await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, new Date()));
      await db.insert(ssoLogins).values({ stateHash, ...login, expiresAt });
    },

    /** The sign-in the state belongs to, taken once; null when unknown, used or expired. */
    async take(stateHash: string): Promise<SsoLogin | null> {
      const [row] = await db
        .delete(ssoLogins)
        .where(and(eq(ssoLogins.stateHash, stateHash), gt(ssoLogins.expiresAt, new Date())))
        .returning({
          companyId: ssoLogins.companyId,
          codeVerifier: ssoLogins.codeVerifier,
          nonce: ssoLogins.nonce,
          redirectPath: ssoLogins.redirectPath,
        });
      return row ?? null;
    },

    /** The admin with this email (any case), whichever organisation they belong to. */
    async adminByEmail(email: string) {
      const [row] = await db
        .select({
          id: adminUsers.id,
          companyId: adminUsers.companyId,
          isDeleted: adminUsers.isDeleted,
        })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },

    /**
     * A company admin created at their first sign-in through the provider. No password can
     * match the stored one: they sign in through the provider (or set one by a reset link).
     */
    async createAdmin(input: {
      companyId: string;
      email: string;
      firstName: string;
      lastName: string;
      roleId: string;
      passwordHash: string;
    }): Promise<string> {
      const [row] = await db
        .insert(adminUsers)
        .values({ ...input, userGroup: USER_GROUP.admin })
        .returning({ id: adminUsers.id });
      if (!row) throw new Error('admin insert returned no row');
      return row.id;
    },
  };
}

export type SsoLoginRepository = ReturnType<typeof createSsoLoginRepository>;
