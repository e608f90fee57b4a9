import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema/all';

type Drizzle = PgDatabase<PgQueryResultHKT, typeof schema>;

interface TransactionContext {
  tx: Drizzle;
  /** False once the work is over: late work started inside it goes back to the database. */
  open: boolean;
  /** What must happen only once the transaction committed, or only once it rolled back. */
  afterCommit: (() => Promise<void>)[];
  afterRollback: (() => Promise<void>)[];
}

const context = new AsyncLocalStorage<TransactionContext>();
const ROOT = Symbol('the database behind the proxy');

/**
 * The database every repository holds: the Drizzle database itself, except while work runs
 * inside `inTransaction`, when every query made through it (by any repository, from any depth
 * of calls) goes to that work's transaction instead. A repository's own `db.transaction(...)`
 * then becomes a savepoint within it. This is how the audit plugin makes a request's writes and
 * its audit entry one transaction without any repository knowing.
 */
export function contextualDatabase(root: Drizzle): Drizzle {
  return new Proxy(root, {
    get(target, property) {
      if (property === ROOT) return target;
      const store = context.getStore();
      const current = store?.open ? store.tx : target;
      const value: unknown = Reflect.get(current, property, current);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      return method.bind(current);
    },
  });
}

function rootOf(db: Drizzle): Drizzle {
  const root: unknown = Reflect.get(db, ROOT);
  return root ? (root as Drizzle) : db;
}

/**
 * Runs `work` in one new transaction that every query through a contextual database joins;
 * commits when it resolves, rolls back when it throws.
 */
export async function inTransaction<T>(db: Drizzle, work: (tx: Drizzle) => Promise<T>): Promise<T> {
  let done: TransactionContext | null = null;
  try {
    const result = await rootOf(db).transaction(async (tx) => {
      const store: TransactionContext = { tx, open: true, afterCommit: [], afterRollback: [] };
      done = store;
      try {
        return await context.run(store, () => work(tx));
      } finally {
        store.open = false;
      }
    });
    await settle(done, 'afterCommit');
    return result;
  } catch (error) {
    await settle(done, 'afterRollback');
    throw error;
  }
}

/** Runs what waited on the outcome; a failure there is not the transaction's and is dropped. */
async function settle(store: TransactionContext | null, outcome: 'afterCommit' | 'afterRollback') {
  for (const task of store?.[outcome] ?? []) await task().catch(() => undefined);
}

/**
 * Runs `task` once the transaction the caller is in has committed (at once outside one): for
 * what cannot be undone, such as deleting an object whose row the transaction deletes.
 */
export async function afterCommit(task: () => Promise<void>): Promise<void> {
  const store = context.getStore();
  if (store?.open) store.afterCommit.push(task);
  else await task();
}

/**
 * Runs `task` if the transaction the caller is in rolls back (never outside one): for what was
 * done outside the database on its behalf, such as an object stored for a row never kept.
 */
export function afterRollback(task: () => Promise<void>): void {
  const store = context.getStore();
  if (store?.open) store.afterRollback.push(task);
}

/** Whether the caller runs inside `inTransaction`'s work. */
export function inTransactionNow(): boolean {
  return context.getStore()?.open ?? false;
}
