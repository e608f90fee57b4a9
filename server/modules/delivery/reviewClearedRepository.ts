import { sql } from 'drizzle-orm';

/**
 * The one condition every way out of the engine (the scheduler, a send-now occurrence's claim,
 * a sequence step's run) puts on a message, read as table alias `m` or `messages`: it needed no
 * review, or it was approved. A message 'pending' or 'returned' stays where it is.
 */
export const reviewClearedOf = (alias: 'm' | 'messages') =>
  sql.raw(`(${alias}.review_state is null or ${alias}.review_state = 'approved')`);
