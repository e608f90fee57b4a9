import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Sends taken per statement, oldest first. */
const SENDS_PER_PASS = 20;
/**
 * Receipts applied per statement, across those sends: a large send is taken in parts, each well
 * inside the pool's statement timeout (about half a second on stock PostgreSQL).
 */
const RECEIPTS_PER_PASS = 50_000;

/**
 * Applies finished sends' receipts to their members' engagement facts (member_engagement), the
 * ones the receipts' insert noted; answers how many sends it worked on (0: none waits). The
 * fan-out writes receipts without touching facts, so it keeps its rate; facts follow within a
 * few loops of the engine after a send is done (docs/decisions.md, "Engagement facts").
 */
export async function catchUpEngagementFacts(db: Database): Promise<number> {
  const [row] = await selectRows<{ taken: number }>(
    db,
    sql`select engagement_facts_catch_up(${SENDS_PER_PASS}, ${RECEIPTS_PER_PASS}) as taken`,
  );
  return Number(row?.taken ?? 0);
}
