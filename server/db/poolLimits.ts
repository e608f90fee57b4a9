/** How many connections a PostgreSQL pool holds and how long its work may wait or run (ms). */
export interface PoolLimits {
  size: number;
  /** A statement running longer is cancelled by the server; 0 leaves it unbounded. */
  statementTimeoutMs: number;
  /** Waiting longer for a free connection fails the query; 0 waits without end. */
  connectionTimeoutMs: number;
}
