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
