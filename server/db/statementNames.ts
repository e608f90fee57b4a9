import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Databases reached through a pooler in transaction mode. A named prepared statement lives on
 * one server connection, and such a pooler gives each transaction whichever connection is free,
 * so a statement prepared on one is unknown on the next ("prepared statement does not exist").
 */
const transactionPooled = new WeakSet<object>();

export function markTransactionPooled(db: object): void {
  transactionPooled.add(db);
}

/**
 * The name to prepare a hot query under: its own name, so PostgreSQL parses and plans it once
 * per connection, or none (an unnamed statement, parsed each time) behind a transaction pooler.
 */
export function statementName(db: object, name: string): string {
  return transactionPooled.has(db) ? '' : name;
}

const dialect = new PgDialect();

/** A name for a statement's text: `site` and a digest of the text. */
export function statementNameOfText(db: object, site: string, text: string): string {
  return statementName(db, `${site}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

/**
 * `statementName` for a query whose conditions vary (a scope, the filters chosen) while the rest
 * of its text is fixed by the code at `site`: named after the conditions' text, so each shape is
 * prepared once per connection and one name never stands for two texts. Only the conditions
 * are turned into text for it: the whole query's text is built once more when it is prepared.
 */
export function statementNameOfShape(db: object, site: string, conditions: SQL | undefined) {
  return statementNameOfText(db, site, conditions ? dialect.sqlToQuery(conditions).sql : '');
}
