import type pg from 'pg';

/** How long the pool must have had nothing to do before it ends: the gap between two queries. */
const QUIET_MS = 50;
const POLL_MS = 10;

/**
 * Ends the pool once the calls still running are done with it, waiting at most `graceMs`. A
 * stopping API cuts the connections of calls that outlive the drain, but their handlers run on:
 * ending the pool under them made each of their next queries fail with "Cannot use a pool after
 * calling end on the pool", logged as errors. "Done" is no connection checked out and none
 * waited for, for QUIET_MS in a row, so a handler between two queries is not cut between them.
 */
export function quietPoolEnd(pool: pg.Pool) {
  let lastUse = 0;
  const touch = () => {
    lastUse = Date.now();
  };
  pool.on('acquire', touch);
  pool.on('release', touch);
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0;

  return async function end(graceMs = 0): Promise<void> {
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && (busy() || Date.now() - lastUse < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    await pool.end();
  };
}
