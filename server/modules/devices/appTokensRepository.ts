import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransactionNow } from '../../db/contextual';
import { appUserTokens } from '../../db/schema/appDevices';
import { preparedRows } from '../../db/rows';

/** An app token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
const newAppToken = (): string => randomBytes(32).toString('base64url');

export const hashAppToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The shape every issued token has: anything else is refused before the database is asked. */
export const looksLikeAppToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

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

/** The app user a token acts for, and the calls the token made in the current minute. */
export interface AppTokenUse {
  user: AppUser;
  /** This call included. */
  calls: number;
  /** When the minute these calls count in began. */
  windowStart: Date;
}

/** The minute an instant falls in: the app's rate limit counts each token's calls per minute. */
export const callsWindowOf = (now: Date): Date =>
  new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/**
 * The `token` and `counted` CTEs of a statement that acts for app tokens, after a CTE `calls` of
 * the statement's own (a `token_hash` and the `calls_window` its call counts in, each token at
 * most once, and any columns of its own): `token` is each call's row with the live app user its
 * token acts for (no row for an unknown token or one of a deleted user), `counted` counts each
 * call toward its token's calls this minute (`app_token_calls`: the app's rate limit,
 * docs/decisions.md "The app's inbox"; the row's lock makes calls sent at once count one after
 * the other) and answers them by `token_hash`. That row's minute is also when the token was
 * last used: the token's own row is not written by its calls.
 */
export const TOKEN_USE_CTES: SQL = sql`token as (
        select calls.*, t.mobile_user_id, t.company_id
        from calls
        join app_user_tokens t on t.token_hash = calls.token_hash
        join mobile_users u on u.id = t.mobile_user_id and u.company_id = t.company_id
          and u.is_deleted = 0),
      counted as (
        insert into app_token_calls as c (token_hash, calls_window, calls)
        select token_hash, calls_window, 1 from token
        on conflict (token_hash) do update set
          calls = case when c.calls_window = excluded.calls_window then c.calls + 1 else 1 end,
          calls_window = excluded.calls_window
        returning token_hash, calls)`;

/** `TOKEN_USE_CTES` for one call of one token. */
export function tokenUseCtes(token: string, windowStart: Date): SQL {
  return sql`calls as (select ${hashAppToken(token)}::text as token_hash,
        ${windowStart.toISOString()}::timestamptz as calls_window),
      ${TOKEN_USE_CTES}`;
}

/** A row of a statement built on `tokenUseCtes`, as the call's token use. */
export function tokenUseOf(
  row: { mobile_user_id: string; company_id: string; calls: number },
  windowStart: Date,
): AppTokenUse {
  return {
    user: { mobileUserId: row.mobile_user_id, companyId: row.company_id },
    calls: Number(row.calls),
    windowStart,
  };
}

/**
 * The live app user a token acts for, with the call counted (`tokenUseCtes`), or null.
 *
 * On its own, the statement's commit does not wait for its log to reach the disk: the count is a
 * minute's rate limit, and a crash of the database loses at most the last fraction of a second
 * of counts, never a row half written; every app call runs it, and the wait was a third of its
 * time in the database. Inside a transaction that setting would hold for the caller's writes
 * too (an opt-out, say), so there the statement leaves it alone.
 */
export async function appUserOfToken(
  db: Database,
  token: string,
  now: Date,
): Promise<AppTokenUse | null> {
  if (!looksLikeAppToken(token)) return null;
  const windowStart = callsWindowOf(now);
  const alone = !inTransactionNow();
  const unhurried = alone
    ? {
        cte: sql`unhurried as (select set_config('synchronous_commit', 'off', true)),`,
        from: sql`, unhurried`,
      }
    : { cte: sql``, from: sql`` };
  const [row] = await preparedRows<{ mobile_user_id: string; company_id: string; calls: number }>(
    db,
    alone ? 'app_user_of_token' : 'app_user_of_token_in_transaction',
    sql`with ${unhurried.cte} ${tokenUseCtes(token, windowStart)}
      select token.mobile_user_id::text as mobile_user_id, token.company_id::text as company_id,
        counted.calls
      from token, counted${unhurried.from}`,
  );
  return row ? tokenUseOf(row, windowStart) : null;
}

/** Ends one app token: the app signing out. An unknown token changes nothing. */
export async function revokeAppToken(db: Database, token: string): Promise<void> {
  if (!looksLikeAppToken(token)) return;
  await db.delete(appUserTokens).where(eq(appUserTokens.tokenHash, hashAppToken(token)));
}
