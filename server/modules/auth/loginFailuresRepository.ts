import { and, count, eq, gt, inArray, like, lt, max, min, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { secondsUntilFree } from '../../lib/errors';
import { lockKeys } from './keyLockRepository';
import {
  LOGIN_LIMITS,
  accountKey,
  addressKey,
  pairKey,
  type LoginTry,
  type Refusal,
} from './throttle';

/**
 * Counts failed sign-ins in the database, so the limits hold across API instances and
 * restarts. The guesser is limited, not the owner: the account and address together take five
 * wrong guesses; an address guessing many accounts is stopped at twenty for accounts it is new
 * to; and when the account itself is guessed at from many addresses, addresses it has never
 * signed in from are slowed to one try every 30 seconds, while the owner's usual addresses are
 * not. A completed password reset clears the account's count.
 *
 * A try is counted before it is judged: `take` checks and counts it in one step, and a try that
 * turns out not to be a wrong guess is given back with `release`. Checking first and counting
 * after the (slow) password check let 20 tries sent at once all be judged instead of 5.
 */
export function createLoginThrottle(db: Database, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - LOGIN_LIMITS.windowMs);

  return {
    /** Counts the try under its keys and answers their ids, or a refusal when a limit holds. */
    take({ email, ip, familiar }: LoginTry): Promise<number[] | Refusal> {
      const pair = pairKey(email, ip);
      const address = addressKey(ip);
      const account = accountKey(email);
      const keys = [pair, address, account];
      return db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const rows = await tx
          .select({
            key: loginFailures.key,
            failures: count(),
            oldest: min(loginFailures.at),
            latest: max(loginFailures.at),
          })
          .from(loginFailures)
          .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, windowStart())))
          .groupBy(loginFailures.key);
        const of = (key: string) => rows.find((row) => row.key === key);
        const at = now();
        const full = (key: string, limit: number): Refusal | null => {
          const row = of(key);
          if (!row || row.failures < limit) return null;
          const oldest = row.oldest ? new Date(row.oldest) : null;
          return { retryAfterSeconds: secondsUntilFree(oldest, LOGIN_LIMITS.windowMs, at) };
        };
        const refusal =
          full(pair, LOGIN_LIMITS.perPair) ??
          (familiar ? null : full(address, LOGIN_LIMITS.perAddress)) ??
          (familiar ? null : slowed(of(account), at));
        if (refusal) return refusal;
        const taken = await tx
          .insert(loginFailures)
          .values(keys.map((key) => ({ key, at })))
          .returning({ id: loginFailures.id });
        // Keep the table small: failures older than the window no longer count.
        await tx.delete(loginFailures).where(lt(loginFailures.at, windowStart()));
        return taken.map((row) => row.id);
      });
    },

    /** Gives back a try that was not a wrong guess. */
    async release(taken: number[]): Promise<void> {
      if (taken.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, taken));
    },

    /** The owner signed in from here: this address's guesses at the account are forgotten. */
    async clearPair(email: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, ip)));
    },

    /** The owner proved the mailbox (a reset): every guess at the account is forgotten. */
    async clearAccount(email: string): Promise<void> {
      const pairs = `${pairKey(email, '').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
      await db
        .delete(loginFailures)
        .where(or(eq(loginFailures.key, accountKey(email)), like(loginFailures.key, pairs)));
    },
  };
}

/** Past the account's limit, a try from a new address waits until the last try is old enough. */
function slowed(
  row: { failures: number; latest: Date | string | null } | undefined,
  at: Date,
): Refusal | null {
  if (!row || row.failures < LOGIN_LIMITS.perAccount || !row.latest) return null;
  const wait = new Date(row.latest).getTime() + LOGIN_LIMITS.slowedEveryMs - at.getTime();
  return wait > 0 ? { retryAfterSeconds: wait / 1000 } : null;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
