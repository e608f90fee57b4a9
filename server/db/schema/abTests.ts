import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AbTestDecision, AbTestMetric } from '../../../contract/abTests';
import { companies } from './companies';
import { messages } from './messages';

/**
 * A message's A/B test (migration 0070; docs/decisions.md, "A/B tests"): `share_percent` of its
 * audience, by the hash ab_bucket(id, member) below share×100 of 10,000 buckets, gets one of the
 * variants (bucket mod variant_count); after `wait_hours` the winner by `metric` goes to the rest
 * as a message of its own (`remainder_message_id`), automatically or as the sender chooses.
 */
export const abTests = pgTable(
  'ab_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    sharePercent: smallint('share_percent').notNull(),
    variantCount: smallint('variant_count').notNull(),
    metric: text('metric').$type<AbTestMetric>().notNull(),
    waitHours: smallint('wait_hours').notNull(),
    decision: text('decision').$type<AbTestDecision>().notNull(),
    /** The winning variant's position, once chosen; set once, with the remainder's message. */
    winner: smallint('winner'),
    chosenBy: text('chosen_by').$type<AbTestDecision>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remainderMessageId: uuid('remainder_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ab_tests_message_idx').on(t.messageId),
    uniqueIndex('ab_tests_remainder_idx')
      .on(t.remainderMessageId)
      .where(sql`${t.remainderMessageId} is not null`),
    index('ab_tests_undecided_idx')
      .on(t.id)
      .where(sql`${t.winner} is null and ${t.decision} = 'automatic'`),
    check('ab_tests_share_check', sql`${t.sharePercent} between 5 and 50`),
    check('ab_tests_variant_count_check', sql`${t.variantCount} between 2 and 4`),
    check('ab_tests_metric_check', sql`${t.metric} in ('open', 'confirmation')`),
    check('ab_tests_wait_check', sql`${t.waitHours} between 1 and 72`),
    check('ab_tests_decision_check', sql`${t.decision} in ('automatic', 'manual')`),
    check('ab_tests_chosen_by_check', sql`${t.chosenBy} in ('automatic', 'manual')`),
  ],
);

/** One variant of a test: its texts, optional image and optional send time. */
export const abTestVariants = pgTable(
  'ab_test_variants',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => abTests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    pushMessage: text('push_message').notNull(),
    pushImage: text('push_image'),
    sendAt: timestamp('send_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'ab_test_variants_pk', columns: [t.testId, t.position] })],
);
