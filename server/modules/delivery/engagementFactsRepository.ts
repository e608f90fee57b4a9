import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Sends taken per statement: a large one is a single set-based pass over its receipts. */
const SENDS_PER_PASS = 20;

/**
 * Applies finished sends' receipts to their members' engagement facts (member_engagement), the
 * ones the receipts' insert noted; answers how many sends it took. The fan-out writes receipts
 * without touching facts, so it keeps its rate; facts follow within a loop of the engine after
 * a send is done (docs/decisions.md, "Engagement facts").
 */
export async function catchUpEngagementFacts(db: Database): Promise<number> {
  const [row] = await selectRows<{ taken: number }>(
    db,
    sql`select engagement_facts_catch_up(${SENDS_PER_PASS}) as taken`,
  );
  return Number(row?.taken ?? 0);
}
