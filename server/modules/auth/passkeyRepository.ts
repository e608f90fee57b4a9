import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPasskeys, passkeyChallenges } from '../../db/schema/auth';

export type PasskeyRow = typeof adminPasskeys.$inferSelect;
export type PasskeyPurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

export interface NewPasskey {
  adminId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  backedUp: boolean;
}

/** Reads and writes of admins' passkeys and the challenges they answer. */
export function createPasskeyRepository(db: Database) {
  return {
    list: (adminId: string) =>
      db
        .select()
        .from(adminPasskeys)
        .where(eq(adminPasskeys.adminId, adminId))
        .orderBy(asc(adminPasskeys.createdAt)),

    async count(adminId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adminPasskeys)
        .where(eq(adminPasskeys.adminId, adminId));
      return row?.n ?? 0;
    },

    async findByCredential(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .select()
        .from(adminPasskeys)
        .where(eq(adminPasskeys.credentialId, credentialId))
        .limit(1);
      return row ?? null;
    },

    /** The new passkey, or null when that credential is registered already. */
    async insert(passkey: NewPasskey): Promise<PasskeyRow | null> {
      const [row] = await db
        .insert(adminPasskeys)
        .values(passkey)
        .onConflictDoNothing({ target: adminPasskeys.credentialId })
        .returning();
      return row ?? null;
    },

    /** Records a use: the authenticator's new signature count and when. */
    async markUsed(id: string, counter: number, backedUp: boolean): Promise<void> {
      await db
        .update(adminPasskeys)
        .set({ counter, backedUp, lastUsedAt: new Date() })
        .where(eq(adminPasskeys.id, id));
    },

    async remove(adminId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(adminPasskeys)
        .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.id, id)))
        .returning({ id: adminPasskeys.id });
      return gone.length === 1;
    },

    async removeAll(adminId: string): Promise<void> {
      await db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
    },

    /** Keeps a challenge for its answer; the expired ones go at the same time. */
    async createChallenge(
      adminId: string | null,
      purpose: PasskeyPurpose,
      challenge: string,
      expiresAt: Date,
    ): Promise<string> {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
      const [row] = await db
        .insert(passkeyChallenges)
        .values({ adminId, purpose, challenge, expiresAt })
        .returning({ id: passkeyChallenges.id });
      if (!row) throw new Error('passkey challenge not stored');
      return row.id;
    },

    /**
     * Takes a challenge for its one answer: null when it is unknown, for another purpose,
     * answered already or expired. Taking deletes it, so a replayed answer finds nothing.
     */
    async takeChallenge(
      id: string,
      purpose: PasskeyPurpose,
    ): Promise<{ adminId: string | null; challenge: string } | null> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.id, id),
            eq(passkeyChallenges.purpose, purpose),
            gt(passkeyChallenges.expiresAt, new Date()),
          ),
        )
        .returning({ adminId: passkeyChallenges.adminId, challenge: passkeyChallenges.challenge });
      return row ?? null;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
