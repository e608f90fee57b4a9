import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUserTokens } from '../../db/schema/appDevices';
import { mobileUsers } from '../../db/schema/mobileUsers';

/** An app token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
const newAppToken = (): string => randomBytes(32).toString('base64url');

export const hashAppToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The shape every issued token has: anything else is refused before the database is asked. */
const looksLikeAppToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The app user an app token acts for. */
export interface AppUser {
  mobileUserId: string;
  companyId: string;
}

/** Issues a token for the app to act as this app user (docs/decisions.md, "Real devices"). */
export async function issueAppToken(db: Database, user: AppUser): Promise<string> {
  const token = newAppToken();
  await db.insert(appUserTokens).values({ tokenHash: hashAppToken(token), ...user });
  return token;
}

/**
 * The live app user a token acts for, or null: unknown tokens and tokens of a deleted user are
 * refused alike. Each use is noted (at most once a minute, so an app's calls write little).
 */
export async function appUserOfToken(
  db: Database,
  token: string,
  now: Date,
): Promise<AppUser | null> {
  if (!looksLikeAppToken(token)) return null;
  const hash = hashAppToken(token);
  const [row] = await db
    .select({ mobileUserId: appUserTokens.mobileUserId, companyId: appUserTokens.companyId })
    .from(appUserTokens)
    .innerJoin(
      mobileUsers,
      and(
        eq(mobileUsers.id, appUserTokens.mobileUserId),
        eq(mobileUsers.companyId, appUserTokens.companyId),
        eq(mobileUsers.isDeleted, 0),
      ),
    )
    .where(eq(appUserTokens.tokenHash, hash))
    .limit(1);
  if (!row) return null;
  await db
    .update(appUserTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(appUserTokens.tokenHash, hash),
        sql`(${appUserTokens.lastUsedAt} is null
          or ${appUserTokens.lastUsedAt} < ${now.toISOString()}::timestamptz - interval '1 minute')`,
      ),
    );
  return row;
}

/** Ends one app token: the app signing out. An unknown token changes nothing. */
export async function revokeAppToken(db: Database, token: string): Promise<void> {
  if (!looksLikeAppToken(token)) return;
  await db.delete(appUserTokens).where(eq(appUserTokens.tokenHash, hashAppToken(token)));
}
