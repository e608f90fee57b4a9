import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A few requests run statements over every row of a large organisation: an import's checks and
 * insert (a million rows into ten million take minutes), an organisation's removal. That is
 * past the pool's statement timeout (DB_STATEMENT_TIMEOUT_MS, 10 s), which guards the screens'
 * reads; for the rest of the transaction they may take this long.
 */
const LONG_STATEMENT_TIMEOUT_MS = 15 * 60 * 1000;

export async function allowLongStatements(tx: Database): Promise<void> {
  await tx.execute(sql.raw(`set local statement_timeout = ${LONG_STATEMENT_TIMEOUT_MS}`));
}
