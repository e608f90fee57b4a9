/** How many connections a PostgreSQL pool holds and how long its work may wait or run (ms). */
export interface PoolLimits {
  size: number;
  /** A statement running longer is cancelled by the server; 0 leaves it unbounded. */
  statementTimeoutMs: number;
  /** Waiting longer for a free connection fails the query; 0 waits without end. */
  connectionTimeoutMs: number;
  /**
   * `transaction` when PostgreSQL is reached through a pooler in transaction mode (PgBouncer,
   * most managed PostgreSQL): each transaction may run on another server connection, so the
   * pool names no prepared statements and sends no startup parameters (the statement timeout is
   * then the role's or the pooler's; docs/deploy.md).
   */
  mode: 'session' | 'transaction';
}
