import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per call to a rate-limited public route, under each key it counts toward ('signup-
 * address:…', 'invitation-token:…'): db/publicRateLimit.ts counts them over its window.
 */
export const publicRateHits = pgTable(
  'public_rate_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_rate_hits_key_at_idx').on(t.key, t.at)],
);
