import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { autoLoginCodes } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';

export interface NewAutoLoginCode {
  adminId: string;
  companyId: string | null;
  codeHash: string;
  expiresAt: Date;
}

/** The embedded sign-in codes: stored as hashes, each taken at most once. */
export function createAutoLoginCodeRepository(db: Database) {
  return {
    async create(code: NewAutoLoginCode): Promise<void> {
      // Expired codes can do nothing; clearing them here keeps the table as small as its traffic.
      await db.delete(autoLoginCodes).where(lt(autoLoginCodes.expiresAt, new Date()));
      await db.insert(autoLoginCodes).values(code);
    },

    /**
     * Marks the code used and answers whose it was, or null when it is unknown, used or expired.
     * One conditional update: of two requests with one code, the second finds it used.
     */
    async take(codeHash: string): Promise<{ adminId: string; companyId: string | null } | null> {
      const [row] = await db
        .update(autoLoginCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(autoLoginCodes.codeHash, codeHash),
            isNull(autoLoginCodes.usedAt),
            gt(autoLoginCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ adminId: autoLoginCodes.adminId, companyId: autoLoginCodes.companyId });
      return row ?? null;
    },

    async companySlug(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ slug: companies.companyId })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.slug ?? null;
    },
  };
}

export type AutoLoginCodeRepository = ReturnType<typeof createAutoLoginCodeRepository>;
