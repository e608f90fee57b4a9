import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { statementName, statementNameOfText } from './statementNames';

/** Runs raw SQL and returns its rows. */
export async function selectRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * The rows of a driver's answer. Both drivers (PGlite and node-postgres) answer with `{ rows }`;
 * Drizzle's shared type cannot say so, hence the check here, in one place.
 */
function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('the database driver answered without rows');
}

/**
 * A json or jsonb value of a raw query's row: node-postgres parses it, while some drivers give
 * the text. Callers still check the shape they expect.
 */
export function jsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** Turns Drizzle's SQL into its text and parameters; it keeps no state between queries. */
const dialect = new PgDialect();

/**
 * `selectRows` for a query an often-called path runs: prepared under `name` (see
 * `statementName`), so PostgreSQL parses and plans it once per connection rather than at every
 * call. The query's text must be the same at every call: only its parameters may change.
 */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(
    dialect.sqlToQuery(query),
    undefined,
    statementName(db, name),
    false,
  );
  return rowsOf<T>(await prepared.execute());
}

/**
 * `preparedRows` for a statement whose text varies with what it is asked (a scope's kind, the
 * options chosen): prepared under `site` and a digest of its text, so each text is parsed and
 * planned a few times per connection and one name never stands for two texts. Not for a
 * statement whose best plan depends on its values (how many rows a search term names).
 */
export async function preparedRowsOfShape<T extends Record<string, unknown>>(
  db: Database,
  site: string,
  query: SQL,
): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = statementNameOfText(db, site, built.sql);
  return rowsOf<T>(await db._.session.prepareQuery(built, undefined, name, false).execute());
}
